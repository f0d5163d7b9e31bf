import type { Claims } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { audienceText, forbiddenPage, readerGrants, readerName, ruleText } from './forbidden-page';

const base = { sub: 'U1', iss: 'P1', exp: 2e9, iat: 1e9, drn: 'DS' };

describe('the 403 page text', () => {
  it('names who an audience is for', () => {
    expect(audienceText({ roles: ['Tenant Admin'] })).toBe('readers with the role Tenant Admin');
    expect(audienceText({ roles: ['A', 'B', 'C'], tenants: ['T2acme'] })).toBe(
      'readers with one of the roles A, B or C and in the tenant T2acme',
    );
    expect(audienceText({ permissions: ['docs.read'] })).toBe(
      'readers with the permission docs.read',
    );
    expect(ruleText({ anyOf: [{ tenants: ['T1', 'T2'] }, 'signed-in'] })).toBe(
      'readers in one of the tenants T1 or T2; or every signed-in reader.',
    );
  });

  it('names the reader by email or name when the token has one, else by id', () => {
    expect(readerName({ ...base, email: 'ada@acme.test', name: 'Ada' })).toBe('ada@acme.test');
    expect(readerName({ ...base, name: 'Ada' })).toBe('Ada');
    expect(readerName(base)).toBe('user U1');
    expect(readerGrants({ ...base, tenants: { T2acme: { roles: ['Viewer', 'Editor'] } } })).toBe(
      ' in tenant T2acme, with the roles Editor and Viewer',
    );
    expect(readerGrants(base)).toBe(', with no role');
  });

  it('escapes every value from the token and the manifest', () => {
    const claims: Claims = {
      ...base,
      email: '<img src=x onerror=alert(1)>@evil.test',
      tenants: { '"><script>x()</script>': { roles: ['<b>r</b>'] } },
    };
    const page = forbiddenPage({
      rule: { anyOf: [{ roles: ['</p><script>alert(2)</script>'] }] },
      claims,
      home: '/',
      signInAgain: '/_gate/sign-in?return=%2F"onmouseover="x',
    });
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<b>');
    expect(page).not.toContain('"onmouseover');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;@evil.test');
    // The style sheet is a constant with nothing to escape.
    expect(page).not.toMatch(/<style>[^<]*&[a-z#0-9]+;[^<]*<\/style>/);
  });
});
