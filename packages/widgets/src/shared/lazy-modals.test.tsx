import { createFormStore, ROLE_LAYOUTS } from '@gatehouse/core';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The modals are one module loaded on demand (modals.ts; issue 27 merged the confirmation into
// it, so the failing module the tests stand in is that one); each test loads lazy-modals.tsx
// afresh so that nothing is loaded yet.

const layout = ROLE_LAYOUTS['delete-roles-modal'];

async function fresh() {
  vi.resetModules();
  return import('./lazy-modals');
}

describe('lazy modals', () => {
  afterEach(() => {
    vi.doUnmock('./modals');
    vi.resetModules();
  });

  it('shows nothing while the module loads, then the modal, which works', async () => {
    const { ConfirmModal } = await fresh();
    const onSubmit = vi.fn();
    render(
      <ConfirmModal
        layout={layout}
        title={layout.title}
        text="Delete Editor?"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: layout.title });
    expect(dialog.textContent).toContain('Delete Editor?');
    fireEvent.click(screen.getByRole('button', { name: layout.submitLabel }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('shows a loaded modal at once the next time it opens', async () => {
    const { ConfirmModal } = await fresh();
    const props = {
      layout,
      title: layout.title,
      text: 'Sure?',
      onSubmit: vi.fn(),
      onCancel: vi.fn(),
    };
    const first = render(<ConfirmModal {...props} />);
    await screen.findByRole('dialog');
    first.unmount();
    render(<ConfirmModal {...props} />);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says when the module cannot load, with Retry (which loads it again) and Cancel', async () => {
    let broken = true;
    vi.doMock('./modals', async (original) => {
      if (broken) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { ConfirmModal } = await fresh();
    const onCancel = vi.fn();
    render(
      <ConfirmModal
        layout={layout}
        title={layout.title}
        text="Sure?"
        onSubmit={vi.fn()}
        onCancel={onCancel}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This dialog could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', { name: layout.title })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the confirmation once a row is selected, before it opens', async () => {
    const loaded = vi.fn();
    vi.doMock('./modals', async (original) => {
      loaded();
      return original();
    });
    const { usePreloadModals } = await fresh();
    const { rerender } = renderHook(({ when }) => usePreloadModals(when), {
      initialProps: { when: false },
    });
    await act(async () => {});
    expect(loaded).not.toHaveBeenCalled();
    rerender({ when: true });
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
  });

  it('a form whose chunk fails once says so in place, then opens on Retry', async () => {
    const create = ROLE_LAYOUTS['create-role-modal'];
    let loads = 0;
    vi.doMock('./modals', async (original) => {
      loads++;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { FormModal } = await fresh();
    const form = createFormStore(() => create);
    render(<FormModal layout={create} form={form} onSubmit={vi.fn()} onCancel={vi.fn()} />);
    // Generous waits: the module's import is a transform in tests, slow on a loaded machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('This dialog could not be loaded.');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('dialog', { name: create.title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loads).toBe(2);
  });
});
