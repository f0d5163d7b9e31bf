import { PROFILE_LAYOUTS, type ProfileModalState } from '@gatehouse/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The profile's modal is a module loaded on demand (profile-modal.tsx), asked for as a modal
// first opens; each test loads lazy-modal.tsx afresh so that nothing is loaded yet.

const layout = PROFILE_LAYOUTS['update-name-modal'];
/** A mock-mode modal: no flow, its primary button stands in for one succeeding. */
const modal: ProfileModalState = {
  page: 'update-name-modal',
  layout,
  flowId: 'update-name',
  hosted: false,
};

async function fresh() {
  vi.resetModules();
  return import('./lazy-modal');
}

const props = () => ({
  modal,
  client: undefined,
  theme: undefined,
  locale: undefined,
  onClose: vi.fn(),
  onComplete: vi.fn(),
});

describe('the profile modal, loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('./profile-modal');
    vi.resetModules();
  });

  it('shows nothing while its code loads, then the modal, which works', async () => {
    const { ProfileModal } = await fresh();
    const given = props();
    render(<ProfileModal {...given} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('dialog', { name: layout.title }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: layout.submitLabel }));
    expect(given.onComplete).toHaveBeenCalledOnce();
  });

  it('says when its code cannot load, with Cancel and a Retry that loads it again', async () => {
    let broken = true;
    vi.doMock('./profile-modal', async (original) => {
      if (broken) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { ProfileModal } = await fresh();
    const given = props();
    render(<ProfileModal {...given} />);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('This dialog could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(given.onClose).toHaveBeenCalledOnce();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('dialog', { name: layout.title }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
