import { describe, expect, it } from 'vitest';
import { demoSeed } from './demo';
import { loadSeed } from './load';

const withKeyClaims = (customClaims: Record<string, unknown>) => {
  const seed = demoSeed();
  const [first, ...rest] = seed.accessKeys ?? [];
  return { ...seed, accessKeys: [{ ...first, customClaims }, ...rest] } as typeof seed;
};

describe('seed access keys', () => {
  it('accepts custom claims of other names', () => {
    const seed = loadSeed(withKeyClaims({ team: 'ci' }));
    expect(seed.accessKeys[0]?.customClaims).toEqual({ team: 'ci' });
  });

  it.each(['dct', 'aud', 'nbf', 'iss', 'sub', 'tenants'])(
    'refuses a custom claim named %s',
    (claim) => {
      expect(() => loadSeed(withKeyClaims({ [claim]: 'x' }))).toThrow(
        new RegExp(`accessKeys\\.0\\.customClaims.*${claim}`),
      );
    },
  );
});

describe('seed users', () => {
  const withLoginIds = (loginIds: string[]) => {
    const seed = demoSeed();
    const [first, ...rest] = seed.users ?? [];
    return { ...seed, users: [{ ...first, loginIds }, ...rest] } as typeof seed;
  };

  it('trims and NFC-normalises login ids', () => {
    const seed = loadSeed(withLoginIds(['  rene\u0301@example.test ']));
    expect(seed.users[0]?.loginIds).toEqual(['ren\u00e9@example.test']);
  });

  it.each([
    ['a zero-width space', 'admin@acme.test\u200b'],
    ['a bidi override', '\u202eadmin@acme.test'],
    ['a NUL', 'admin@acme.test\u0000'],
    ['nothing but spaces', '   '],
  ])('refuses a login id with %s, naming the path', (_, loginId) => {
    expect(() => loadSeed(withLoginIds([loginId]))).toThrow(/users\.0\.loginIds\.0: /);
  });

  it.each([
    ['the same id in another case', 'ADA.LOVELACE@acme.test'],
    ['a full-width look-alike', '\uff41da.lovelace@acme.test'],
    ['a Cyrillic look-alike', '\u0430da.l\u043evelace@acme.test'],
    ['a Greek look-alike', 'ada.l\u03bfvelace@acme.test'],
  ])("refuses a user whose login id is another seed user's, as %s", (_, loginId) => {
    const seed = demoSeed();
    const users = [...(seed.users ?? []), { loginIds: ['someone@example.test', loginId] }];
    const at = users.length - 1;
    expect(() => loadSeed({ ...seed, users })).toThrow(
      new RegExp(`users\\.${at}\\.loginIds\\.1: .*ada\\.lovelace@acme\\.test`),
    );
  });

  it('takes a look-alike id that imitates no other user, as typed', () => {
    const seed = demoSeed();
    const users = [...(seed.users ?? []), { loginIds: ['\uff50at@example.test'] }];
    expect(loadSeed({ ...seed, users }).users.at(-1)?.loginIds).toEqual(['\uff50at@example.test']);
  });
});

describe('seed tenants', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'valueOf', 'not safe'])(
    'refuses the tenant id %j, naming the path',
    (id) => {
      const seed = demoSeed();
      const tenants = [...(seed.tenants ?? []), { id, name: 'Bad' }];
      expect(() => loadSeed({ ...seed, tenants })).toThrow(
        new RegExp(`tenants\\.${tenants.length - 1}\\.id: `),
      );
    },
  );

  it('refuses a user or key in a tenant of such an id, naming the path', () => {
    const seed = demoSeed();
    const [user, ...users] = seed.users ?? [];
    const userTenants = [{ tenantId: '__proto__', roleNames: [] }];
    expect(() => loadSeed({ ...seed, users: [{ ...user!, userTenants }, ...users] })).toThrow(
      /users\.0\.userTenants\.0\.tenantId: /,
    );
  });
});

describe('seed token lifetimes', () => {
  it('takes sessions as short as 22 s, and refuses one shorter than the 20 s refresh lead', () => {
    const lifetimes = (sessionSeconds: number) =>
      loadSeed({ ...demoSeed(), tokenLifetimes: { sessionSeconds, refreshSeconds: 3600 } });
    expect(lifetimes(22).tokenLifetimes.sessionSeconds).toBe(22);
    expect(() => lifetimes(20)).toThrow(/tokenLifetimes\.sessionSeconds/);
  });
});

describe('seed SSO settings', () => {
  const withAcmeSso = (sso: Record<string, unknown>) => {
    const seed = demoSeed();
    const [acme, ...rest] = seed.tenants ?? [];
    return { ...seed, tenants: [{ ...acme, sso }, ...rest] } as typeof seed;
  };

  it("keeps a tenant's SSO domains and redirect URL, and lower-cases approved domains", () => {
    const seed = loadSeed({
      ...withAcmeSso({ domains: ['acme.test', 'acme.example'], redirectUrl: 'https://a.test/sso' }),
      approvedDomains: ['LocalHost', 'app.acme.example', '[::1]'],
    });
    expect(seed.tenants[0]?.sso).toEqual({
      domains: ['acme.test', 'acme.example'],
      redirectUrl: 'https://a.test/sso',
    });
    expect(seed.approvedDomains).toEqual(['localhost', 'app.acme.example', '[::1]']);
  });

  it('reads a seed from before SSO settings: no tenant settings, no approved domains', () => {
    const seed = loadSeed({
      projectId: 'P2old',
      managementKey: 'K2old-key',
      tenants: [{ id: 'T', name: 'T' }],
    });
    expect(seed.tenants[0]).not.toHaveProperty('sso');
    expect(seed.approvedDomains).toEqual([]);
  });

  it('refuses a redirect URL that is not an http(s) page, naming the path', () => {
    expect(() => loadSeed(withAcmeSso({ redirectUrl: 'javascript:alert(1)' }))).toThrow(
      /tenants\.0\.sso\.redirectUrl: must be an http or https URL/,
    );
    expect(() => loadSeed(withAcmeSso({ redirectUrl: '/sso' }))).toThrow(
      /tenants\.0\.sso\.redirectUrl: must be an absolute URL/,
    );
  });

  it.each(['http://localhost', 'localhost:5173', 'localhost/sso', '*.acme.test', ''])(
    'refuses the approved domain %j: a host only',
    (host) => {
      expect(() => loadSeed({ ...demoSeed(), approvedDomains: [host] })).toThrow(
        /approvedDomains\.0: a host name/,
      );
    },
  );
});

describe('seed roles', () => {
  const withRole = (role: { name: string; tenantId?: string }) => {
    const seed = demoSeed();
    return { ...seed, roles: [...(seed.roles ?? []), role] } as typeof seed;
  };

  it("refuses a tenant role named like a built-in role or another of the tenant's, in any case", () => {
    expect(() => loadSeed(withRole({ name: 'viewer', tenantId: 'T2acme' }))).toThrow(
      /roles\.5\.name.*viewer.*already exists/,
    );
    expect(() => loadSeed(withRole({ name: 'Support agent', tenantId: 'T2acme' }))).toThrow(
      /roles\.5\.name/,
    );
    expect(() => loadSeed(withRole({ name: 'BILLING MANAGER' }))).toThrow(/roles\.5\.name/);
  });

  it('takes the same tenant role name in two tenants', () => {
    const seed = loadSeed(withRole({ name: 'Support Agent', tenantId: 'T2globex' }));
    expect(seed.roles.filter((r) => r.name === 'Support Agent')).toHaveLength(2);
  });
});

describe('seed pages', () => {
  it("takes the project's own HTML pages by path, and refuses the JSON documents of old", () => {
    const html = '<descope-text variant="h1">Ours</descope-text>';
    expect(loadSeed({ ...demoSeed(), pages: { 'sign-in.html': html } }).pages).toEqual({
      'sign-in.html': html,
    });
    expect(() =>
      loadSeed({ ...demoSeed(), pages: { 'sign-in.json': { nodes: [] } } } as never),
    ).toThrow(/pages\.sign-in\.json/);
    expect(() => loadSeed({ ...demoSeed(), pages: { '../x.html': html } })).toThrow(/pages/);
  });
});
