import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { useEmulator } from '../../test/emulator';

const emulator = useEmulator();

beforeEach(() => emulator.reset());

// Demo seed: key 1 is active and never expires, key 2 expired two days ago, key 4 is inactive.
const exchange = (cleartext: string, body: Record<string, unknown> = {}) =>
  emulator.call('/v1/auth/accesskey/exchange', { body, token: cleartext });

describe('access key exchange', () => {
  it("trades an active key for a session carrying the key's roles and tenants", async () => {
    const { status, body } = await exchange('K2demokey1:demo-secret-1-gatehouse');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      sessionJwt: expect.any(String),
      cookiePath: '/',
      cookieMaxAge: expect.any(Number),
      cookieExpiration: expect.any(Number),
    });
    expect(body).not.toHaveProperty('refreshJwt');
    const claims = decodeJwt(body.sessionJwt as string);
    expect(claims).toMatchObject({
      sub: 'K2demokey1',
      drn: 'DS',
      roles: ['Viewer'],
      permissions: expect.arrayContaining(['docs.read', 'users.read']),
      tenants: { T2acme: { roles: [], permissions: [] } },
    });
    expect(claims.iss).toMatch(/P2GatehouseDemo$/);
    expect(emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'AccessKeyExchanged',
      actorId: 'K2demokey1',
    });
  });

  it('accepts the loginOptions body the SDKs send', async () => {
    const result = await exchange('K2demokey1:demo-secret-1-gatehouse', { loginOptions: {} });
    expect(result.status).toBe(200);
  });

  it.each([
    ['a wrong secret', 'K2demokey1:demo-secret-2-gatehouse'],
    ['an unknown key', 'K2nokey:demo-secret-1-gatehouse'],
    ['an expired key', 'K2demokey2:demo-secret-2-gatehouse'],
    ['an inactive key', 'K2demokey4:demo-secret-4-gatehouse'],
    ['no secret', 'K2demokey1'],
    ['no key at all', ''],
  ])('refuses %s (401)', async (_, cleartext) => {
    const { status, body } = await exchange(cleartext);
    expect(status).toBe(401);
    expect(body).toMatchObject({ errorCode: expect.any(String) });
  });

  it('never lets stored custom claims override the claims the emulator sets', async () => {
    const key = emulator.store.data.accessKeys.find((k) => k.id === 'K2demokey1');
    // Written straight into the state, past the management API's validation.
    if (key) {
      key.customClaims = {
        team: 'ci',
        dct: 'T2globex',
        aud: 'someone-else',
        nbf: 4_000_000_000,
        sub: 'U2demo0001',
        iss: 'elsewhere',
        drn: 'DSR',
        tenants: { T2globex: { roles: ['Tenant Admin'] } },
      };
    }
    const { status, body } = await exchange('K2demokey1:demo-secret-1-gatehouse');
    expect(status).toBe(200);
    const claims = decodeJwt(body.sessionJwt as string);
    expect(claims).toMatchObject({
      team: 'ci',
      sub: 'K2demokey1',
      drn: 'DS',
      tenants: { T2acme: { roles: [], permissions: [] } },
    });
    expect(claims.iss).toMatch(/P2GatehouseDemo$/);
    expect(claims).not.toHaveProperty('dct');
    expect(claims).not.toHaveProperty('aud');
    expect(claims).not.toHaveProperty('nbf');
  });

  it('refuses a key that expires while the emulator clock runs', async () => {
    const key = emulator.store.data.accessKeys.find((k) => k.id === 'K2demokey3');
    expect(key).toMatchObject({ status: 'active' });
    expect(key?.expireTime).toBeGreaterThan(0);
    expect((await exchange('K2demokey3:demo-secret-3-gatehouse')).status).toBe(200);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 31 * 86_400_000 } });
    expect((await exchange('K2demokey3:demo-secret-3-gatehouse')).status).toBe(401);
  });
});
