import { NAME_MAX_LENGTH } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { snapshot, useManagement } from '../test/management';

// Names have one maximum everywhere (@gatehouse/core's NAME_MAX_LENGTH): the user form and
// the profile's name screen stop at it, and the management API refuses a longer one.

const { emulator, acme } = useManagement();

const LONG = 'N'.repeat(NAME_MAX_LENGTH + 1);

describe('the management API and the name maximum', () => {
  it.each(['displayName', 'name', 'givenName', 'middleName', 'familyName'])(
    'refuses a %s longer than NAME_MAX_LENGTH, changing nothing',
    async (field) => {
      const before = snapshot(emulator);
      for (const path of ['/v1/mgmt/user/create', '/v1/mgmt/user/update']) {
        const loginId = path.endsWith('create') ? 'long.name@acme.test' : 'ada.lovelace@acme.test';
        const { status } = await acme(path, { body: { loginId, [field]: LONG } });
        expect(status, path).toBe(400);
      }
      expect(snapshot(emulator)).toBe(before);
    },
  );

  it('takes a name of exactly NAME_MAX_LENGTH characters', async () => {
    const { status, body } = await acme('/v1/mgmt/user/update', {
      body: { loginId: 'ada.lovelace@acme.test', displayName: LONG.slice(1) },
    });
    expect(status).toBe(200);
    expect((body.user as { name: string }).name).toHaveLength(NAME_MAX_LENGTH);
  });
});

describe('a sign-up and the name maximum', () => {
  it('refuses user details with a longer name, sending nothing', async () => {
    const { status } = await emulator.call('/v1/auth/otp/signup/email', {
      body: { loginId: 'long.name@example.test', user: { name: LONG } },
    });
    expect(status).toBe(400);
    expect(emulator.store.data.inbox).toEqual([]);
  });
});
