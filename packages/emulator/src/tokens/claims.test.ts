import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { dataFromSeed } from '../seed/data';
import { demoSeed } from '../seed/demo';
import { loadSeed } from '../seed/load';
import { createStore, findUserByLoginId } from '../state/store';
import { issueKeySession, issueSession } from './jwt';

// Tenant ids become keys of the `tenants` claim. The API and the seed refuse ids such as
// `__proto__`, but a state imported from an old export may still hold one: the claim must
// carry every tenant as its own key whatever its id, and change no other object.

const ODD_IDS = ['__proto__', 'constructor', 'toString'];

async function storeWithOddTenants() {
  const store = createStore(await dataFromSeed(loadSeed(demoSeed())));
  for (const id of ODD_IDS) {
    store.data.tenants.push({ id, name: id, selfProvisioningDomains: [], customAttributes: {} });
  }
  return store;
}

const entries = ODD_IDS.map((tenantId) => ({ tenantId, roleNames: ['Tenant Admin'] }));

/** The `tenants` claim of a JWT, read as a verifier reads it (JSON, own keys). */
const tenantsOf = (jwt: string) =>
  JSON.parse(JSON.stringify(decodeJwt(jwt).tenants)) as Record<string, unknown>;

describe('the tenants claim', () => {
  it("names every tenant of a user as its own key, whatever the tenant's id", async () => {
    const store = await storeWithOddTenants();
    const user = findUserByLoginId(store.data, 'admin@acme.test')!;
    user.userTenants.push(...entries);
    const { sessionJwt, refreshJwt } = await issueSession(store, user);
    for (const jwt of [sessionJwt, refreshJwt ?? '']) {
      const tenants = tenantsOf(jwt);
      expect(Object.keys(tenants)).toEqual(['T2acme', ...ODD_IDS]);
      for (const id of ODD_IDS) {
        expect(Object.hasOwn(tenants, id)).toBe(true);
        expect(tenants[id]).toMatchObject({ roles: ['Tenant Admin'] });
      }
    }
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
  });

  it("names every tenant of an access key as its own key, whatever the tenant's id", async () => {
    const store = await storeWithOddTenants();
    const key = store.data.accessKeys.find((k) => k.id === 'K2demokey1')!;
    key.keyTenants = entries;
    const { sessionJwt } = await issueKeySession(store, key);
    expect(Object.keys(tenantsOf(sessionJwt))).toEqual(ODD_IDS);
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
  });
});
