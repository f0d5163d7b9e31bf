import type { Claims } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { type Decision, decide, type FileRule, isOpen, passes } from './decision';
import { normalisePath, type Target } from './paths';

const target = (path: string) => normalisePath(path) as Target;

// Claims shaped as the emulator signs them: the Acme admin, an Acme reader, the Globex admin.
const base = { sub: 'U1', iss: 'P1', exp: 2e9, iat: 1e9, drn: 'DS', roles: [], permissions: [] };
const admin: Claims = { ...base, tenants: { T2acme: { roles: ['Tenant Admin'] } } };
const reader: Claims = { ...base, tenants: { T2acme: { roles: ['Viewer'] } } };
const globex: Claims = { ...base, tenants: { T2globex: { roles: ['Tenant Admin'] } } };

const anyone: FileRule = { anyOf: ['public'] };
const signedIn: FileRule = { anyOf: ['signed-in'] };
const admins: FileRule = { anyOf: [{ roles: ['Tenant Admin'], tenants: ['T2acme'] }] };
const acmeOrPublic: FileRule = { anyOf: [{ tenants: ['T2acme'] }, 'public'] };
const everyPage: FileRule = { allOf: ['signed-in', { roles: ['Tenant Admin'] }] };

describe('decide', () => {
  // [path, method, accept, rule, claims, decision]
  const table: Array<
    [string, string, string | undefined, FileRule | null, Claims | null, Decision]
  > = [
    // A reader the rule lets in gets the file, whatever the method (405 comes later).
    ['/x.js', 'GET', '*/*', signedIn, reader, 'serve'],
    ['/x.js', 'HEAD', '*/*', signedIn, reader, 'serve'],
    ['/x.js', 'POST', '*/*', signedIn, reader, 'serve'],
    ['/docs/intro', 'GET', 'text/html', anyone, null, 'serve'],
    ['/img/a.png', 'GET', '*/*', anyone, null, 'serve'],
    ['/admin', 'GET', 'text/html', admins, admin, 'serve'],
    ['/x.js', 'GET', '*/*', acmeOrPublic, null, 'serve'],
    ['/sitemap.xml', 'GET', '*/*', everyPage, admin, 'serve'],
    // Signed out, not public: sign-in for page navigations (by route or by Accept), else 401.
    ['/docs/intro', 'GET', undefined, signedIn, null, 'sign-in'],
    ['/', 'HEAD', '*/*', signedIn, null, 'sign-in'],
    ['/sitemap.xml', 'GET', 'text/html,*/*', signedIn, null, 'sign-in'],
    ['/admin', 'GET', 'text/html', admins, null, 'sign-in'],
    ['/a/main.js', 'GET', '*/*', signedIn, null, 'unauthorized'],
    ['/docs/intro', 'POST', 'text/html', signedIn, null, 'unauthorized'],
    ['/search-index.json', 'GET', 'application/json', signedIn, null, 'unauthorized'],
    ['/sitemap.xml', 'GET', '*/*', everyPage, null, 'unauthorized'],
    // Signed out, the path unknown: the same answers, so nothing is learnt.
    ['/docs/missing', 'GET', 'text/html', null, null, 'sign-in'],
    ['/a/missing.js', 'GET', '*/*', null, null, 'unauthorized'],
    // Signed in but not let in: 403, never the sign-in loop.
    ['/admin', 'GET', 'text/html', admins, reader, 'forbidden'],
    ['/admin', 'GET', 'text/html', admins, globex, 'forbidden'],
    ['/a/admin.js', 'GET', '*/*', admins, reader, 'forbidden'],
    ['/sitemap.xml', 'GET', '*/*', everyPage, reader, 'forbidden'],
    ['/x.js', 'GET', '*/*', acmeOrPublic, globex, 'serve'],
    // Signed in, the path unknown: 404.
    ['/docs/missing', 'GET', 'text/html', null, reader, 'not-found'],
    ['/a/missing.js', 'GET', '*/*', null, admin, 'not-found'],
  ];

  it.each(table)('%s %s (%s) %j as %j: %s', (path, method, accept, rule, claims, decision) => {
    expect(decide({ target: target(path), method, accept, rule, claims })).toBe(decision);
  });
});

describe('passes and isOpen', () => {
  it('lets in a reader of any one audience, or of every one for allOf', () => {
    expect(passes(acmeOrPublic, globex)).toBe(true);
    expect(passes(admins, reader)).toBe(false);
    expect(passes(everyPage, admin)).toBe(true);
    expect(passes(everyPage, reader)).toBe(false);
    expect(passes(everyPage, null)).toBe(false);
  });

  it('calls a file open only when one of its audiences is public', () => {
    expect(isOpen(anyone)).toBe(true);
    expect(isOpen(acmeOrPublic)).toBe(true);
    expect(isOpen(signedIn)).toBe(false);
    expect(isOpen({ allOf: ['public'] })).toBe(false);
    expect(isOpen(null)).toBe(false);
  });
});
