import { describe, expect, it } from 'vitest';
import { PROFILE_LAYOUTS } from '../../layout/defaults/profile';
import type { User } from '../../schemas';
import { profileRows } from './rows';

const full: User = {
  userId: 'U1',
  loginIds: ['ada@x.test'],
  name: 'Ada',
  email: 'ada@x.test',
  phone: '+12025550101',
  verifiedEmail: true,
  verifiedPhone: true,
  webauthn: true,
  password: true,
};
const rowsOf = (user: User | undefined) =>
  Object.fromEntries(profileRows(PROFILE_LAYOUTS.root, user).map((row) => [row.field, row]));

describe('profile rows', () => {
  it('shows each attribute with edit and delete, and the methods as registered', () => {
    const rows = rowsOf(full);
    expect(profileRows(PROFILE_LAYOUTS.root, full).map((row) => row.field)).toEqual([
      'email',
      'name',
      'phone',
      'passkey',
      'password',
    ]);
    expect(rows.email).toEqual({
      field: 'email',
      label: 'Email',
      kind: 'attribute',
      value: 'ada@x.test',
      empty: false,
      unverified: false,
      registered: false,
      edit: { page: 'update-email-modal', label: 'Change email' },
      delete: { page: 'delete-email-modal', label: 'Remove email' },
    });
    expect(rows.passkey).toMatchObject({ kind: 'method', registered: true, value: '' });
    expect(rows.passkey?.edit).toEqual({ page: 'add-passkey-modal', label: 'Add passkey' });
    expect(rows.passkey?.delete).toBeUndefined();
    expect(rows.password).toMatchObject({ kind: 'method', registered: true });
  });

  it('badges an email or phone that is not verified, never the name', () => {
    const rows = rowsOf({ ...full, verifiedEmail: false, verifiedPhone: undefined });
    expect(rows.email?.unverified).toBe(true);
    expect(rows.phone?.unverified).toBe(true);
    expect(rows.name?.unverified).toBe(false);
  });

  it('gives empty attributes an empty state and the add action, with nothing to delete', () => {
    const rows = rowsOf({ userId: 'U1', loginIds: ['x'], email: '  ', verifiedEmail: false });
    for (const field of ['email', 'name', 'phone']) {
      expect(rows[field]).toMatchObject({ empty: true, value: '', unverified: false });
      expect(rows[field]?.delete).toBeUndefined();
    }
    // The edit button of an empty attribute reads as adding it.
    expect(rows.email?.edit).toEqual({ page: 'update-email-modal', label: 'Add email' });
    expect(rows.phone?.edit?.label).toBe('Add phone');
    expect(rowsOf({ userId: 'U1', loginIds: ['x'], phone: '+15550100' }).phone?.edit?.label).toBe(
      'Change phone',
    );
    expect(rows.passkey).toMatchObject({ registered: false, empty: false });
    expect(rows.password).toMatchObject({ registered: false });
  });

  it('shows nothing registered and every attribute empty before the user loads', () => {
    expect(profileRows(PROFILE_LAYOUTS.root, undefined).every((row) => !row.registered)).toBe(true);
  });

  it('leaves out buttons whose page is not a profile modal', () => {
    const layout = {
      ...PROFILE_LAYOUTS.root,
      rows: [{ field: 'name', label: 'Name', edit: 'root', delete: 'nowhere' }],
    };
    const [row] = profileRows(layout, full);
    expect(row?.edit).toBeUndefined();
    expect(row?.delete).toBeUndefined();
  });
});
