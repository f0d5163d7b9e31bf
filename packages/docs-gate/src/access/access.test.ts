import type { Claims } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { accessOf, allows, audienceFromKey, audienceKey, readerTenant } from '.';

// Claims shaped as the emulator signs them (tokens/jwt.ts).
const base = { sub: 'U1', iss: 'P1', exp: 2e9, iat: 1e9, drn: 'DS' };
const adaAdmin: Claims = {
  ...base,
  roles: [],
  permissions: [],
  tenants: { acme: { roles: ['Tenant Admin'], permissions: ['docs.read', 'users.write'] } },
};
const bobReader: Claims = {
  ...base,
  roles: [],
  tenants: { acme: { roles: ['Viewer'], permissions: ['docs.read'] } },
};
const projectAuditor: Claims = { ...base, roles: ['Auditor'], permissions: ['audit.read'] };
const twoTenants: Claims = {
  ...base,
  tenants: { acme: { roles: ['Tenant Admin'] }, globex: { roles: ['Viewer'] } },
};

describe('accessOf', () => {
  it('takes a missing access as signed-in, and the two words as they are', () => {
    expect(accessOf(undefined, 'docs/a.md')).toBe('signed-in');
    expect(accessOf('public', 'docs/a.md')).toBe('public');
    expect(accessOf('signed-in', 'docs/a.md')).toBe('signed-in');
  });

  it('takes a rule, trimming names', () => {
    expect(accessOf({ roles: [' Tenant Admin '] }, 'docs/a.md')).toEqual({
      roles: ['Tenant Admin'],
    });
  });

  it.each([
    ['publc', 'must be public, signed-in'],
    [{ role: ['Tenant Admin'] }, 'access Unrecognized key: "role"'],
    [{ roles: [] }, 'access.roles lists no role'],
    [{ roles: 'Tenant Admin' }, 'access.roles must be a list of role names'],
    [{ permissions: ['  '] }, 'access.permissions.0 a permission cannot be blank'],
    [{}, 'names nobody'],
    [null, 'must be public, signed-in'],
    [true, 'must be public, signed-in'],
  ])('refuses %j with the page and the reason', (value, reason) => {
    expect(() => accessOf(value, 'docs/admin/keys.md')).toThrow(/^docs\/admin\/keys\.md: /);
    expect(() => accessOf(value, 'docs/admin/keys.md')).toThrow(reason);
  });
});

describe('allows', () => {
  it('lets anyone read a public page, and only a session read a signed-in one', () => {
    expect(allows('public', null)).toBe(true);
    expect(allows('signed-in', null)).toBe(false);
    expect(allows('signed-in', bobReader)).toBe(true);
  });

  it('never lets a reader without a session read a rule-guarded page', () => {
    expect(allows({ roles: ['Tenant Admin'] }, null)).toBe(false);
  });

  it('matches roles of the reader tenant and project-wide roles', () => {
    expect(allows({ roles: ['Tenant Admin'] }, adaAdmin)).toBe(true);
    expect(allows({ roles: ['Tenant Admin'] }, bobReader)).toBe(false);
    expect(allows({ roles: ['Auditor', 'Tenant Admin'] }, projectAuditor)).toBe(true);
  });

  it('matches permissions the same way', () => {
    expect(allows({ permissions: ['users.write'] }, adaAdmin)).toBe(true);
    expect(allows({ permissions: ['users.write'] }, bobReader)).toBe(false);
    expect(allows({ permissions: ['audit.read'] }, projectAuditor)).toBe(true);
  });

  it('matches tenants against the tenant the reader reads as', () => {
    expect(allows({ tenants: ['acme'] }, bobReader)).toBe(true);
    expect(allows({ tenants: ['globex'] }, bobReader)).toBe(false);
    expect(allows({ tenants: ['acme'] }, projectAuditor)).toBe(false);
  });

  it('needs every key the rule gives', () => {
    expect(allows({ roles: ['Tenant Admin'], tenants: ['acme'] }, adaAdmin)).toBe(true);
    expect(allows({ roles: ['Tenant Admin'], tenants: ['globex'] }, adaAdmin)).toBe(false);
    expect(allows({ roles: ['Viewer'], permissions: ['users.write'] }, bobReader)).toBe(false);
  });

  it('does not lend one tenant’s role to a reader of several who selected none', () => {
    expect(allows({ roles: ['Tenant Admin'] }, twoTenants)).toBe(false);
    expect(allows({ roles: ['Tenant Admin'] }, { ...twoTenants, dct: 'acme' })).toBe(true);
    expect(allows({ roles: ['Tenant Admin'] }, { ...twoTenants, dct: 'globex' })).toBe(false);
  });
});

describe('readerTenant', () => {
  it('is the selected tenant, else the only one, else none', () => {
    expect(readerTenant({ ...twoTenants, dct: 'globex' })).toBe('globex');
    expect(readerTenant(adaAdmin)).toBe('acme');
    expect(readerTenant(twoTenants)).toBeUndefined();
    expect(readerTenant(projectAuditor)).toBeUndefined();
  });
});

describe('audienceKey', () => {
  it('spells the same readers the same way, whatever the order', () => {
    const a = audienceKey({ roles: ['B', 'A'], tenants: ['acme'] });
    const b = audienceKey({ tenants: ['acme'], roles: ['A', 'B', 'A'] });
    expect(a).toBe(b);
    expect(audienceKey('public')).toBe('public');
    expect(audienceKey('signed-in')).toBe('signed-in');
  });

  it('reads back what it wrote, and refuses what it did not', () => {
    const rule = { roles: ['A', 'B'], permissions: ['p'] };
    expect(audienceFromKey(audienceKey(rule))).toEqual(rule);
    expect(audienceFromKey('public')).toBe('public');
    expect(() => audienceFromKey('{"roles":[]}')).toThrow();
    expect(() => audienceFromKey('admins')).toThrow();
  });
});
