import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { useEmulator } from '../../test/emulator';
import { lastMessage } from '../../test/inbox';

const emulator = useEmulator();
const loginId = DEMO_ADMIN.loginId;

beforeEach(() => emulator.reset());

const call = (path: string, body: Record<string, unknown>, token?: string) =>
  emulator.call(`/v1/auth/enchantedlink/${path}`, { body, token });

describe('enchanted links', () => {
  it('is pending until the link is clicked, then answers the session once', async () => {
    const sent = await call('signin/email', { loginId, URI: 'http://localhost:5173/approve' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      maskedEmail: 'a***@acme.test',
      pendingRef: expect.any(String),
    });
    expect(Number(sent.body.linkId)).toBeGreaterThanOrEqual(1);
    expect(Number(sent.body.linkId)).toBeLessThanOrEqual(99);
    const pendingRef = sent.body.pendingRef as string;

    const waiting = await call('pending-session', { pendingRef });
    expect(waiting).toMatchObject({
      status: 401,
      body: { errorCode: Codes.pending, errorDescription: 'Pending session not approved' },
    });

    const message = await lastMessage(emulator, loginId);
    expect(message).toMatchObject({ kind: 'enchantedlink', channel: 'email', to: loginId });
    expect(message.link).toContain(`t=${message.token}`);
    expect(await call('verify', { token: message.token })).toMatchObject({ status: 200, body: {} });
    expect((await call('verify', { token: message.token })).status).toBe(401);

    const session = await call('pending-session', { pendingRef });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({
      sessionJwt: expect.any(String),
      user: { loginIds: [loginId] },
    });
    expect(emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'LoginSucceed',
      method: 'enchantedlink',
    });
    expect((await call('pending-session', { pendingRef })).status).toBe(401);
  });

  it('signs a new user up on approval', async () => {
    const newcomer = 'enchanted@example.com';
    const sent = await call('signup/email', { loginId: newcomer, user: { name: 'En' } });
    const message = await lastMessage(emulator, newcomer);
    await call('verify', { token: message.token });
    const session = await call('pending-session', { pendingRef: sent.body.pendingRef });
    expect(session.body.user).toMatchObject({ loginIds: [newcomer], verifiedEmail: true });
  });

  it('refuses malformed bodies, unknown refs and phone login ids', async () => {
    expect((await call('pending-session', {})).status).toBe(400);
    expect((await call('pending-session', { pendingRef: 'nope' })).status).toBe(401);
    expect((await call('signup/email', { loginId: '+15551112222' })).status).toBe(400);
    expect((await call('signin/sms', { loginId })).status).toBe(404);
  });

  it("updates a signed-in user's email", async () => {
    const { refreshJwt } = await emulator.signIn();
    const email = 'enchanted.new@acme.test';
    const sent = await call('update/email', { loginId, email }, refreshJwt);
    expect(sent.status).toBe(200);
    await call('verify', { token: (await lastMessage(emulator, loginId)).token });
    const session = await call('pending-session', { pendingRef: sent.body.pendingRef });
    expect(session.body.user).toMatchObject({ email, verifiedEmail: true });
  });
});
