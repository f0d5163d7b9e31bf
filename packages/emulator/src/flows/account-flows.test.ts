import * as OTPAuth from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { findUserByLoginId } from '../state/store';
import { useEmulator } from '../test/emulator';
import { type Answer, expectCompleted, expectScreen, flowClient } from '../test/flow-client';

// The profile's account flows: the authenticator app (reset-totp, remove-totp), signing out
// the other devices, deleting the account.

const emulator = useEmulator();
const flow = flowClient(emulator);
const ADA = 'ada.lovelace@acme.test';

const totpCode = (key: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({
    timestamp: emulator.store.now(),
  });

const signIn = (loginId = ADA) => emulator.signIn(loginId, DEMO_ADMIN.password);
const me = (token: string) => emulator.call('/v1/auth/me', { token });

async function startAs(flowId: string, loginId = ADA) {
  const session = await signIn(loginId);
  return { session, start: await flow.start(flowId, {}, session.refreshJwt) };
}

const completed = (answer: Answer) => expectCompleted(emulator, answer, ADA, 'session');

describe('account flows', () => {
  beforeEach(() => emulator.reset());

  it('reset-totp shows a QR image and key, and turns TOTP on only with a right code', async () => {
    const { start } = await startAs('reset-totp');
    const { totp } = expectScreen(start, 'reset-totp');
    expect(totp?.image).toMatch(/^data:image\/png;base64,/);
    expect(totp?.provisionUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const key = totp?.key ?? '';
    expect(key).toMatch(/^[A-Z2-7]+=*$/);
    const right = totpCode(key);
    const wrong = await flow.next(start, 'verify', {
      code: right === '000000' ? '111111' : '000000',
    });
    expect(expectScreen(wrong, 'reset-totp').errorText).toBe('Wrong code. Try again.');
    expect(findUserByLoginId(emulator.store.data, ADA)?.totpSecret).toBe('');
    const done = await flow.next(wrong, 'verify', { code: totpCode(key) });
    expect((await completed(done)).user?.TOTP).toBe(true);
    expect(findUserByLoginId(emulator.store.data, ADA)?.totpSecret).toBe(key);
  });

  it('remove-totp drops the authenticator app', async () => {
    const user = findUserByLoginId(emulator.store.data, ADA);
    if (user) user.totpSecret = new OTPAuth.Secret().base32;
    const { start } = await startAs('remove-totp');
    expectScreen(start, 'remove-totp');
    const done = await flow.next(start, 'confirm');
    expect((await completed(done)).user?.TOTP).toBe(false);
  });

  it('sign-out-other-devices ends every other session of the user, and keeps this one', async () => {
    const other = await signIn();
    const someoneElse = await signIn(DEMO_ADMIN.loginId);
    const { session, start } = await startAs('sign-out-other-devices');
    const done = await flow.next(start, 'confirm');
    const authInfo = await completed(done);
    expect((await me(other.refreshJwt)).status).toBe(401);
    // This page's session goes on: its token and the one the flow's end issued.
    expect((await me(session.refreshJwt)).status).toBe(200);
    expect((await me(authInfo.refreshJwt ?? '')).status).toBe(200);
    expect((await me(someoneElse.refreshJwt)).status).toBe(200);
  });

  it('delete-account names the account, refuses another name, then deletes it and signs out', async () => {
    const other = await signIn();
    const { session, start } = await startAs('delete-account');
    expect(expectScreen(start, 'delete-account').form?.loginId).toBe(ADA);
    const refused = await flow.next(start, 'delete', { confirmLoginId: 'grace@acme.test' });
    expect(expectScreen(refused, 'delete-account').errorText).toBe(
      'Type this account’s email or login id, as shown, to delete it.',
    );
    expect(findUserByLoginId(emulator.store.data, ADA)).toBeDefined();
    const done = await flow.next(refused, 'delete', { confirmLoginId: ` ${ADA.toUpperCase()} ` });
    expect(done.status).toBe('completed');
    expect(done.authInfo).toBeUndefined();
    expect(findUserByLoginId(emulator.store.data, ADA)).toBeUndefined();
    for (const token of [session.refreshJwt, other.refreshJwt]) {
      expect((await me(token)).status).toBe(401);
    }
    const again = await emulator.call('/v1/auth/password/signin', {
      body: { loginId: ADA, password: DEMO_ADMIN.password },
    });
    expect(again.status).toBe(401);
  });

  it("keeps each sign-in's browser for the signed-in devices", async () => {
    const agent = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Firefox/128.0';
    const response = await fetch(`${emulator.url}/v1/auth/password/signin`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${emulator.projectId}`,
        'content-type': 'application/json',
        'user-agent': agent,
        'x-forwarded-for': '203.0.113.7',
      },
      body: JSON.stringify({ loginId: ADA, password: DEMO_ADMIN.password }),
    });
    const { refreshJwt } = (await response.json()) as { refreshJwt: string };
    const { body } = await emulator.call('/v1/auth/me/history', { token: refreshJwt });
    const [newest] = body as unknown as Array<Record<string, unknown>>;
    expect(newest).toMatchObject({ userAgent: agent, ip: '203.0.113.7' });
  });
});
