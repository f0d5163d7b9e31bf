import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/jwt';
import { currentTenant, expiresAt, permissionsOf, readClaims, rolesOf, tenantsOf } from './claims';

const token = fakeJwt({
  roles: ['viewer'],
  permissions: ['docs.read'],
  tenants: { T1: { roles: ['Tenant Admin'], permissions: ['users.manage'] }, T2: {} },
  dct: 'T1',
});

describe('claims', () => {
  it('reads roles and permissions, project-wide and per tenant', () => {
    const claims = readClaims(token);
    expect(rolesOf(claims)).toEqual(['viewer']);
    expect(permissionsOf(claims)).toEqual(['docs.read']);
    expect(rolesOf(claims, 'T1')).toEqual(['Tenant Admin']);
    expect(permissionsOf(claims, 'T1')).toEqual(['users.manage']);
    expect(rolesOf(claims, 'T2')).toEqual([]);
    expect(rolesOf(claims, 'missing')).toEqual([]);
    expect(tenantsOf(claims)).toEqual(['T1', 'T2']);
    expect(currentTenant(claims)).toBe('T1');
  });

  it('gives the expiry in milliseconds', () => {
    const claims = readClaims(fakeJwt({}, { now: 1_700_000_000_000, ttlSeconds: 60 }));
    expect(expiresAt(claims)).toBe(1_700_000_060_000);
  });

  it.each([
    ['an empty string', ''],
    ['garbage', 'not.a.jwt'],
    ['claims of the wrong type', fakeJwt({ roles: 'admin' })],
  ])('returns undefined for %s', (_, value) => {
    expect(readClaims(value)).toBeUndefined();
    expect(rolesOf(readClaims(value))).toEqual([]);
  });
});
