import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { PHONE_USER } from '../../test/demo-users';
import { useEmulator } from '../../test/emulator';
import { lastMessage } from '../../test/inbox';

const emulator = useEmulator();
const loginId = DEMO_ADMIN.loginId;

beforeEach(() => emulator.reset());

const call = (path: string, body: Record<string, unknown>, token?: string) =>
  emulator.call(`/v1/auth/magiclink/${path}`, { body, token });
const tokenFor = async (login: string) => (await lastMessage(emulator, login)).token ?? '';

describe('magic links', () => {
  it('sends a link to the given URI and signs in once', async () => {
    const URI = 'http://localhost:5173/verify?from=mail';
    const sent = await call('signin/email', { loginId, URI, loginOptions: {} });
    expect(sent).toMatchObject({ status: 200, body: { maskedEmail: 'a***@acme.test' } });
    const message = await lastMessage(emulator, loginId);
    expect(message).toMatchObject({ kind: 'magiclink', channel: 'email', to: loginId });
    expect(message.link).toBe(`http://localhost:5173/verify?from=mail&t=${message.token}`);

    const first = await call('verify', { token: message.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      sessionJwt: expect.any(String),
      user: { loginIds: [loginId] },
    });
    const again = await call('verify', { token: message.token });
    expect(again).toMatchObject({ status: 401, body: { errorCode: Codes.codeInvalid } });
  });

  it('falls back to the emulator page when no URI is given', async () => {
    await call('signin/email', { loginId });
    const message = await lastMessage(emulator, loginId);
    expect(message.link).toBe(`${emulator.url}/magiclink?t=${message.token}`);
  });

  it('expires after 10 minutes', async () => {
    await call('signin/email', { loginId });
    const token = await tokenFor(loginId);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 11 * 60_000 } });
    expect((await call('verify', { token })).status).toBe(401);
  });

  it('refuses unknown tokens, voice, and malformed bodies', async () => {
    expect((await call('verify', { token: 'made-up' })).status).toBe(401);
    expect((await call('verify', {})).status).toBe(400);
    expect((await call('signin/voice', { loginId: PHONE_USER.loginId })).status).toBe(404);
    expect((await call('signin/email', { loginId, URI: 'not a url' })).status).toBe(400);
  });

  it("signs in by sms to the user's phone", async () => {
    const sent = await call('signin/sms', { loginId: PHONE_USER.loginId });
    expect(sent.body).toEqual({ maskedPhone: '+*******0000' });
    const verified = await call('verify', { token: await tokenFor(PHONE_USER.loginId) });
    expect(verified.body.user).toMatchObject({ verifiedPhone: true });
  });

  it('signs up a new user on verify', async () => {
    const newcomer = 'link.newcomer@example.com';
    expect((await call('signup/email', { loginId: newcomer, user: { name: 'Lin' } })).status).toBe(
      200,
    );
    const { body } = await call('verify', { token: await tokenFor(newcomer) });
    expect(body.user).toMatchObject({ loginIds: [newcomer], name: 'Lin', verifiedEmail: true });
    expect((await call('signup/email', { loginId: newcomer })).status).toBe(409);
  });

  it('updates the email of a signed-in user through the link', async () => {
    const { refreshJwt } = await emulator.signIn();
    const email = 'renamed@acme.test';
    const sent = await call('update/email', { loginId, email }, refreshJwt);
    expect(sent.status).toBe(200);
    const message = await lastMessage(emulator, loginId);
    expect(message.to).toBe(email);
    const { body } = await call('verify', { token: message.token });
    expect(body.user).toMatchObject({ email, verifiedEmail: true });
    expect((await call('update/phone/sms', { loginId, phone: '+15550001111' })).status).toBe(401);
  });
});
