import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModalLayout } from '../../layout/schema';

// A form's checks (errors.ts) are a module of their own, loaded when the form opens; these
// tests load the form store afresh so that they are not loaded yet.

const LAYOUT: ModalLayout = {
  title: 'Create',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true },
    { name: 'days', kind: 'text', label: 'Days' },
  ],
  submitLabel: 'Create',
  cancelLabel: 'Cancel',
};

async function freshStore() {
  vi.resetModules();
  return import('./store');
}

describe('the form store, its checks loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('./errors');
    vi.resetModules();
  });

  it('asks for its checks when it opens, and checks with them on submit', async () => {
    const loaded = vi.fn();
    vi.doMock('./errors', async (original) => {
      loaded();
      return original();
    });
    const { createFormStore } = await freshStore();
    const form = createFormStore(() => LAYOUT);
    expect(loaded).not.toHaveBeenCalled();
    form.reset();
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledOnce());
    const send = vi.fn(async () => true);
    expect(await form.submit(send)).toBe(false);
    expect(form.$errors.get()).toEqual({ name: 'Name is required' });
    form.set('name', 'Ada');
    expect(await form.submit(send)).toBe(true);
    expect(send).toHaveBeenCalledWith({ name: 'Ada', days: '' });
  });

  it('sends nothing and fails with the load error when its checks cannot load; then retries', async () => {
    let broken = true;
    vi.doMock('./errors', async (original) => {
      if (broken) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { createFormStore } = await freshStore();
    const failed = vi.fn();
    const form = createFormStore(() => LAYOUT, undefined, { failed });
    form.reset({ name: 'Ada' });
    const send = vi.fn(async () => true);
    expect(await form.submit(send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    // Issue 27: the load's own error, naming the part, never a message on the first field.
    expect(form.$errors.get()).toEqual({});
    expect(failed).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'E_LOAD_FAILED', part: 'the form checks' }),
    );
    broken = false;
    expect(await form.submit(send)).toBe(true);
    expect(send).toHaveBeenCalledOnce();
  });
});
