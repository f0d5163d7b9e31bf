import { describe, expect, it } from 'vitest';
import { type Access, implies } from '.';

const admins: Access = { roles: ['Tenant Admin'] };
const sameAdmins: Access = { roles: ['Tenant Admin', 'Tenant Admin'] };
const acme: Access = { tenants: ['acme'] };

describe('implies', () => {
  it.each<[Access, Access, boolean]>([
    ['public', 'public', true],
    ['public', 'signed-in', false],
    ['public', admins, false],
    ['signed-in', 'public', true],
    ['signed-in', 'signed-in', true],
    ['signed-in', admins, false],
    [admins, 'public', true],
    [admins, 'signed-in', true],
    [admins, sameAdmins, true],
    [admins, acme, false],
    [acme, admins, false],
  ])('a page for %j may link to %j: %s', (page, item, expected) => {
    expect(implies(page, item)).toBe(expected);
  });
});
