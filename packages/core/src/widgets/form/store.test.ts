import { describe, expect, it } from 'vitest';
import type { ModalLayout } from '../../layout/schema';
import { blankValues, createFormStore } from './store';

const LAYOUT: ModalLayout = {
  title: 'Create',
  fields: [
    { name: 'name', kind: 'text', label: 'Name', required: true },
    { name: 'days', kind: 'text', label: 'Days', pattern: '\\d+', patternMessage: 'Digits' },
    { name: 'roles', kind: 'multiselect', label: 'Roles', source: 'roles' },
    { name: 'invite', kind: 'checkbox', label: 'Invite' },
  ],
  submitLabel: 'Create',
  cancelLabel: 'Cancel',
};

describe('the form store', () => {
  it('starts blank from its layout', () => {
    const form = createFormStore(() => LAYOUT);
    expect(form.$values.get()).toEqual({ name: '', days: '', roles: [], invite: false });
    expect(blankValues(undefined)).toEqual({});
  });

  it('refuses to send invalid values, says why, and asks for focus on the first', async () => {
    const form = createFormStore(() => LAYOUT);
    form.set('days', 'ten');
    let sent = 0;
    const result = await form.submit(async () => {
      sent++;
      return true;
    });
    expect(result).toBe(false);
    expect(sent).toBe(0);
    expect(form.$errors.get()).toEqual({ name: 'Name is required', days: 'Digits' });
    expect(form.$focus.get()).toMatchObject({ name: 'name' });
    form.set('name', 'Ada');
    expect(form.$errors.get()).toEqual({ days: 'Digits' });
  });

  it("puts a server's refusal on its field, asks for focus there, and keeps every value", async () => {
    const form = createFormStore(() => LAYOUT);
    form.set('name', 'Ada');
    form.set('days', '7');
    const before = form.$focus.get()?.seq ?? 0;
    expect(
      await form.submit(async () => {
        form.reject({ name: 'Taken' });
        return false;
      }),
    ).toBe(false);
    expect(form.$errors.get()).toEqual({ name: 'Taken' });
    expect(form.$focus.get()).toEqual({ name: 'name', seq: before + 1 });
    expect(form.$values.get()).toMatchObject({ name: 'Ada', days: '7' });
    expect(form.$busy.get()).toBe(false);
    // A refusal about no field changes nothing; changing the field clears its message.
    form.reject({});
    expect(form.$focus.get()?.seq).toBe(before + 1);
    form.set('name', 'Grace');
    expect(form.$errors.get()).toEqual({});
  });

  it("runs the widget's own checks after the layout's rules", async () => {
    const form = createFormStore(() => LAYOUT, {
      days: (value) => (value === '0' ? 'Not zero' : undefined),
    });
    form.set('name', 'Ada');
    form.set('days', '0');
    expect(await form.submit(async () => true)).toBe(false);
    expect(form.$errors.get()).toEqual({ days: 'Not zero' });
  });

  it('keeps every value when the send fails, and is busy while it runs', async () => {
    const form = createFormStore(() => LAYOUT);
    form.set('name', 'Ada');
    form.set('roles', ['admin']);
    const busy: boolean[] = [];
    form.$busy.listen((value) => busy.push(value));
    const result = await form.submit(async (values) => {
      expect(values).toMatchObject({ name: 'Ada', roles: ['admin'] });
      expect(await form.submit(async () => true)).toBe(false);
      return false;
    });
    expect(result).toBe(false);
    expect(busy).toEqual([true, false]);
    expect(form.$values.get()).toMatchObject({ name: 'Ada', roles: ['admin'] });
  });

  it('resets to blank, or to a prefill', () => {
    const form = createFormStore(() => LAYOUT);
    form.set('name', 'Ada');
    form.reset();
    expect(form.$values.get().name).toBe('');
    form.reset({ name: 'Bob', invite: true });
    expect(form.$values.get()).toEqual({ name: 'Bob', days: '', roles: [], invite: true });
  });
});
