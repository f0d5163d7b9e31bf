import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { DISABLED_USER, PHONE_USER } from '../../test/demo-users';
import { useEmulator } from '../../test/emulator';
import { lastMessage } from '../../test/inbox';

const emulator = useEmulator();
const loginId = DEMO_ADMIN.loginId;

beforeEach(() => emulator.reset());

const send = (path: string, body: Record<string, unknown>, token?: string) =>
  emulator.call(`/v1/auth/otp/${path}`, { body, token });
const verify = (method: string, login: string, code: string) =>
  send(`verify/${method}`, { loginId: login, code });
const codeFor = async (login: string) => (await lastMessage(emulator, login)).code ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('otp sign-in', () => {
  it('sends a code by email and signs in with it, once', async () => {
    const sent = await send('signin/email', { loginId, loginOptions: {} });
    expect(sent).toMatchObject({ status: 200, body: { maskedEmail: 'a***@acme.test' } });
    const message = await lastMessage(emulator, loginId);
    expect(message).toMatchObject({ kind: 'otp', channel: 'email', to: loginId });
    expect(message.code).toMatch(/^\d{6}$/);

    const first = await verify('email', loginId, message.code ?? '');
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ loginIds: [loginId], verifiedEmail: true });
    expect(emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'LoginSucceed',
      method: 'otp',
    });
    expect((await verify('email', loginId, message.code ?? '')).status).toBe(401);
  });

  it('stores only a hash of the code', async () => {
    await send('signin/email', { loginId });
    const code = await codeFor(loginId);
    const pending = Object.values(emulator.store.data.pending).find((p) => p.kind === 'otp');
    expect(pending?.secret).toMatch(/^\$2[aby]\$/);
    expect(pending?.secret).not.toContain(code);
  });

  it("sends by sms to the user's phone, masked", async () => {
    const sent = await send('signin/sms', { loginId: PHONE_USER.loginId });
    expect(sent.body).toEqual({ maskedPhone: '+*******0000' });
    const message = await lastMessage(emulator, PHONE_USER.loginId);
    expect(message).toMatchObject({ channel: 'sms', to: PHONE_USER.phone });
    const verified = await verify('sms', PHONE_USER.loginId, message.code ?? '');
    expect(verified.body.user).toMatchObject({ verifiedPhone: true });
  });

  it('refuses a phone method for a user without a phone, and an unknown user', async () => {
    expect((await send('signin/voice', { loginId })).status).toBe(400);
    const unknown = await send('signin/email', { loginId: 'nobody@example.com' });
    expect(unknown).toMatchObject({ status: 401, body: { errorCode: Codes.invalidCredentials } });
    expect((await send('signin/email', { loginId: DISABLED_USER })).status).toBe(403);
  });

  it('locks the code after 5 wrong tries with 429 and Retry-After', async () => {
    await send('signin/email', { loginId });
    const code = await codeFor(loginId);
    for (let i = 0; i < 4; i += 1) {
      const attempt = await verify('email', loginId, wrong(code));
      expect(attempt).toMatchObject({ status: 401, body: { errorCode: Codes.codeInvalid } });
    }
    const fifth = await verify('email', loginId, wrong(code));
    expect(fifth.status).toBe(429);
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await verify('email', loginId, code)).status).toBe(429);
  });

  it('counts wrong codes across re-sends: a new code does not reset the budget', async () => {
    await send('signin/email', { loginId });
    let code = await codeFor(loginId);
    for (let i = 0; i < 3; i += 1) {
      expect((await verify('email', loginId, wrong(code))).status).toBe(401);
    }
    await send('signin/email', { loginId });
    code = await codeFor(loginId);
    expect((await verify('email', loginId, wrong(code))).status).toBe(401);
    const fifth = await verify('email', loginId, wrong(code));
    expect(fifth).toMatchObject({ status: 429, body: { errorCode: Codes.tooManyRequests } });
    expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
    await send('signin/email', { loginId });
    expect((await verify('email', loginId, await codeFor(loginId))).status).toBe(429);
  });

  it('clears the wrong-code count when a code is right', async () => {
    for (let round = 0; round < 2; round += 1) {
      await send('signin/email', { loginId });
      const code = await codeFor(loginId);
      for (let i = 0; i < 4; i += 1) {
        expect((await verify('email', loginId, wrong(code))).status).toBe(401);
      }
      expect((await verify('email', loginId, code)).status).toBe(200);
    }
  });

  it('refuses more than 5 new codes a minute for one login id', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await send('signin/email', { loginId })).status).toBe(200);
    const sixth = await send('signin/email', { loginId });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 61_000 } });
    expect((await send('signin/email', { loginId })).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    await send('signin/email', { loginId });
    const code = await codeFor(loginId);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 200_000 } });
    const late = await verify('email', loginId, code);
    expect(late).toMatchObject({ status: 401, body: { errorCode: Codes.codeInvalid } });
  });

  it('answers malformed bodies and unknown methods without a 500', async () => {
    expect((await send('signin/email', {})).status).toBe(400);
    expect((await send('verify/email', { loginId })).status).toBe(400);
    expect((await send('signin/pigeon', { loginId })).status).toBe(404);
  });
});

describe('otp sign-up', () => {
  it('creates the user when the code comes back', async () => {
    const newcomer = 'otp.newcomer@example.com';
    const sent = await send('signup/email', { loginId: newcomer, user: { name: 'Otto' } });
    expect(sent.status).toBe(200);
    expect(emulator.store.data.users.some((u) => u.loginIds.includes(newcomer))).toBe(false);
    const { status, body } = await verify('email', newcomer, await codeFor(newcomer));
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ loginIds: [newcomer], name: 'Otto', verifiedEmail: true });
  });

  it('refuses sign-up of an existing login id and a phone login id on email', async () => {
    expect((await send('signup/email', { loginId })).status).toBe(409);
    expect((await send('signup/email', { loginId: '+15551234567' })).status).toBe(400);
    const byPhone = await send('signup/sms', { loginId: '+15551234567' });
    expect(byPhone).toMatchObject({ status: 200, body: { maskedPhone: '+*******4567' } });
  });

  it('signs up or in with the same endpoint', async () => {
    const newcomer = 'either@example.com';
    await send('signup-in/email', { loginId: newcomer });
    expect((await verify('email', newcomer, await codeFor(newcomer))).status).toBe(200);
    expect((await send('signup-in/email', { loginId: newcomer })).status).toBe(200);
    const again = await verify('email', newcomer, await codeFor(newcomer));
    expect(again.body).toMatchObject({ user: { loginIds: [newcomer] } });
    expect(emulator.store.data.users.filter((u) => u.loginIds.includes(newcomer))).toHaveLength(1);
  });
});

describe('otp update of email and phone', () => {
  it('sends the code to the new email and changes it on verify', async () => {
    const { refreshJwt } = await emulator.signIn();
    const email = 'new.admin@acme.test';
    const sent = await send('update/email', { loginId, email, addToLoginIDs: true }, refreshJwt);
    expect(sent).toMatchObject({ status: 200, body: { maskedEmail: 'n***@acme.test' } });
    const message = await lastMessage(emulator, loginId);
    expect(message.to).toBe(email);
    const { status, body } = await verify('email', loginId, message.code ?? '');
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email, verifiedEmail: true, loginIds: [loginId, email] });
  });

  it('changes the phone through verify/sms', async () => {
    const { refreshJwt } = await emulator.signIn();
    const phone = '+15559876543';
    expect((await send('update/phone/sms', { loginId, phone }, refreshJwt)).status).toBe(200);
    const { body } = await verify('sms', loginId, await codeFor(loginId));
    expect(body.user).toMatchObject({ phone, verifiedPhone: true, loginIds: [loginId] });
  });

  it('needs a token of that user', async () => {
    const body = { loginId, email: 'x@acme.test' };
    expect((await send('update/email', body)).status).toBe(401);
    const other = await emulator.signIn('admin@globex.test');
    expect((await send('update/email', body, other.refreshJwt)).status).toBe(403);
    const { refreshJwt } = await emulator.signIn();
    const taken = { loginId, email: 'admin@globex.test', addToLoginIDs: true };
    expect((await send('update/email', taken, refreshJwt)).status).toBe(409);
    expect((await send('update/phone/sms', { loginId, phone: 'nope' }, refreshJwt)).status).toBe(
      400,
    );
  });
});
