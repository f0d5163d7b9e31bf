import * as OTPAuth from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { useEmulator } from '../../test/emulator';

const emulator = useEmulator();
const NEWCOMER = 'totp.user@example.com';

beforeEach(() => emulator.reset());

const call = (path: string, body: Record<string, unknown>, token?: string) =>
  emulator.call(`/v1/auth/totp/${path}`, { body, token });

/** The code an authenticator app would show now, on the emulator's clock. */
const codeAt = (key: string, timestamp = emulator.store.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp });

describe('totp', () => {
  it('enrols a new user and signs in with a computed code', async () => {
    const enrolled = await call('signup', { loginId: NEWCOMER, user: { name: 'Tess' } });
    expect(enrolled.status).toBe(200);
    const { key, provisioningURL, image } = enrolled.body as Record<
      'key' | 'provisioningURL' | 'image',
      string
    >;
    expect(provisioningURL).toMatch(/^otpauth:\/\/totp\/Gatehouse:totp\.user%40example\.com\?/);
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect(key).toMatch(/^[A-Z2-7]+$/);

    const { status, body } = await call('verify', { loginId: NEWCOMER, code: codeAt(key) });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ loginIds: [NEWCOMER], TOTP: true });
  });

  it('follows the emulator clock', async () => {
    const { body } = await call('signup', { loginId: NEWCOMER });
    const key = body.key as string;
    const stale = codeAt(key);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 5 * 60_000 } });
    expect((await call('verify', { loginId: NEWCOMER, code: stale })).status).toBe(401);
    expect((await call('verify', { loginId: NEWCOMER, code: codeAt(key) })).status).toBe(200);
  });

  it('locks after 5 wrong codes with 429 and Retry-After', async () => {
    const { body } = await call('signup', { loginId: NEWCOMER });
    const good = codeAt(body.key as string);
    const bad = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1) {
      const attempt = await call('verify', { loginId: NEWCOMER, code: bad });
      expect(attempt).toMatchObject({ status: 401, body: { errorCode: Codes.codeInvalid } });
    }
    const fifth = await call('verify', { loginId: NEWCOMER, code: bad });
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call('verify', { loginId: NEWCOMER, code: good })).status).toBe(429);
  });

  it('refuses sign-up of an existing user; enrols them through update with their token', async () => {
    const loginId = DEMO_ADMIN.loginId;
    expect((await call('signup', { loginId })).status).toBe(409);
    expect((await call('update', { loginId })).status).toBe(401);
    const { refreshJwt } = await emulator.signIn();
    const updated = await call('update', { loginId }, refreshJwt);
    expect(updated.status).toBe(200);
    const verified = await call('verify', { loginId, code: codeAt(updated.body.key as string) });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ TOTP: true });
  });

  it('refuses users without TOTP and malformed bodies', async () => {
    // The answer to a wrong code: whether a user has an authenticator is nobody's business.
    const none = await call('verify', { loginId: DEMO_ADMIN.loginId, code: '123456' });
    expect(none).toMatchObject({ status: 401, body: { errorCode: Codes.codeInvalid } });
    expect((await call('verify', { loginId: DEMO_ADMIN.loginId })).status).toBe(400);
    expect((await call('signup', {})).status).toBe(400);
  });
});
