import { describe, expect, it, vi } from 'vitest';
import type { GatehouseError } from '../../http/errors';
import type { ModalLayout } from '../../layout/schema';
import { onDemand } from '../../on-demand';
import { createFormStore } from './store';

// What a widget's form loads on demand besides its checks (the user forms' code) is its
// `ready`: when it cannot load, the submit fails with that load's own error, never a field's
// message, and nothing typed is lost.

const LAYOUT: ModalLayout = {
  title: 'Create',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true },
    { name: 'days', kind: 'text', label: 'Days' },
  ],
  submitLabel: 'Create',
  cancelLabel: 'Cancel',
};

describe('the form store, with code loaded on demand', () => {
  it('fails with the load error naming the part, not on a field; the next submit loads again', async () => {
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({});
    const failures: GatehouseError[] = [];
    const form = createFormStore(() => LAYOUT, undefined, {
      ready: onDemand('the user forms', load),
      failed: (error) => failures.push(error),
    });
    form.reset({ name: 'Ada' });
    const send = vi.fn(async () => true);
    expect(await form.submit(send)).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(form.$errors.get()).toEqual({});
    expect(form.$values.get()).toMatchObject({ name: 'Ada' });
    expect(failures).toMatchObject([
      {
        kind: 'network',
        code: 'E_LOAD_FAILED',
        part: 'the user forms',
        message: 'Could not load the user forms',
      },
    ]);
    expect(await form.submit(send)).toBe(true);
    expect(send).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
