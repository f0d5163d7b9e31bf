import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_POLICY } from '../../auth/password-policy';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { checkSecret, findUserByLoginId } from '../../state/store';
import { DISABLED_USER, INVITED_USER } from '../../test/demo-users';
import { useEmulator } from '../../test/emulator';
import { lastMessage } from '../../test/inbox';
import { rawPost } from '../../test/raw-request';

const emulator = useEmulator();
const NEW_USER = 'newcomer@example.com';
const GOOD = 'Sunny-Day-42';

beforeEach(() => emulator.reset());

const signUp = (password: string, loginId = NEW_USER) =>
  emulator.call('/v1/auth/password/signup', {
    body: { loginId, password, user: { name: 'New Comer' }, loginOptions: {} },
  });
const adminHash = () =>
  findUserByLoginId(emulator.store.data, DEMO_ADMIN.loginId)?.passwordHash ?? '';
const signIn = (loginId: string, password: string) =>
  emulator.call('/v1/auth/password/signin', { body: { loginId, password, loginOptions: {} } });

describe('password policy and sign-up', () => {
  it('answers the policy', async () => {
    const { status, body } = await emulator.call('/v1/auth/password/policy');
    expect(status).toBe(200);
    expect(body).toEqual(PASSWORD_POLICY);
  });

  it('signs a new user up and in, with the session for that user', async () => {
    const { status, body } = await signUp(GOOD);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      sessionJwt: expect.any(String),
      refreshJwt: expect.any(String),
      cookiePath: '/',
      user: { loginIds: [NEW_USER], email: NEW_USER, name: 'New Comer', password: true },
    });
    expect(decodeJwt(body.sessionJwt as string)).toMatchObject({ drn: 'DS', amr: ['pwd'] });
    expect((await signIn(NEW_USER, GOOD)).status).toBe(200);
  });

  it.each([
    ['Sh0rt-x', 'at least 8'],
    ['NO-LOWER-42', 'lowercase'],
    ['no-upper-42', 'uppercase'],
    ['No-Number-Here', 'number'],
    ['NoSymbol42', 'non-alphanumeric'],
  ])('refuses %s (%s)', async (password, rule) => {
    const { status, body } = await signUp(password);
    expect(status).toBe(400);
    expect(body.errorCode).toBe(Codes.passwordPolicy);
    expect(body.errorDescription).toBe('Password does not meet the policy');
    expect(body.errorMessage).toContain(rule);
    expect(emulator.store.data.users.some((u) => u.loginIds.includes(NEW_USER))).toBe(false);
  });

  it('refuses a login id that exists (409)', async () => {
    expect((await signUp(GOOD, DEMO_ADMIN.loginId)).status).toBe(409);
  });

  it('stores a bcrypt hash, never the password', async () => {
    await signUp(GOOD);
    const user = emulator.store.data.users.find((u) => u.loginIds.includes(NEW_USER));
    expect(user?.passwordHash).toMatch(/^\$2[aby]\$/);
    expect(JSON.stringify(emulator.store.data)).not.toContain(GOOD);
  });
});

describe('password sign-in', () => {
  it('signs in with the right password and audits it', async () => {
    const { status, body } = await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ loginIds: [DEMO_ADMIN.loginId] });
    expect(emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'LoginSucceed',
      method: 'password',
      userId: 'U2demo0001',
      actorId: DEMO_ADMIN.loginId,
      externalIds: [DEMO_ADMIN.loginId],
      tenants: ['T2acme'],
    });
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const wrong = await signIn(DEMO_ADMIN.loginId, 'Wrong-Password-1');
    const unknown = await signIn('nobody@example.com', DEMO_ADMIN.password);
    expect(wrong.status).toBe(401);
    expect(unknown).toMatchObject({ status: 401, body: wrong.body });
    expect(wrong.body.errorCode).toBe(Codes.invalidCredentials);
    expect(emulator.store.data.audits.at(-1)).toMatchObject({
      action: 'LoginFailed',
      type: 'warn',
    });
  });

  it('locks a login id after 5 wrong passwords, the right one too, until the lock ends', async () => {
    for (let i = 0; i < 4; i += 1) {
      const wrong = await signIn(DEMO_ADMIN.loginId, `Wrong-Password-${i}`);
      expect(wrong).toMatchObject({ status: 401, body: { errorCode: Codes.invalidCredentials } });
    }
    const fifth = await signIn(DEMO_ADMIN.loginId, 'Wrong-Password-5');
    expect(fifth).toMatchObject({ status: 429, body: { errorCode: Codes.tooManyRequests } });
    const retryAfter = Number(fifth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // Letter case does not make another login id.
    const right = await signIn(DEMO_ADMIN.loginId.toUpperCase(), DEMO_ADMIN.password);
    expect(right.status).toBe(429);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: retryAfter * 1000 } });
    expect((await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password)).status).toBe(200);
  });

  it('locks an unknown login id the same way, so the lock tells nothing', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push((await signIn(DEMO_ADMIN.loginId, 'Wrong-Password-1')).status);
      unknown.push((await signIn('nobody@example.com', 'Wrong-Password-1')).status);
    }
    expect(known).toEqual([401, 401, 401, 401, 429, 429]);
    expect(unknown).toEqual(known);
  });

  it('clears the count on a successful sign-in', async () => {
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        expect((await signIn(DEMO_ADMIN.loginId, 'Wrong-Password-1')).status).toBe(401);
      }
      expect((await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password)).status).toBe(200);
    }
  });

  it('refuses a disabled user (403)', async () => {
    const { status, body } = await signIn(DISABLED_USER, DEMO_ADMIN.password);
    expect(status).toBe(403);
    expect(body).toMatchObject({
      errorCode: Codes.userDisabled,
      errorDescription: 'User is disabled',
    });
  });

  it('enables an invited user on the first sign-in', async () => {
    expect((await signIn(INVITED_USER, DEMO_ADMIN.password)).status).toBe(200);
    const user = emulator.store.data.users.find((u) => u.loginIds.includes(INVITED_USER));
    expect(user?.status).toBe('enabled');
  });

  it('refuses another project id (401)', async () => {
    const response = await fetch(`${emulator.url}/v1/auth/password/signin`, {
      method: 'POST',
      headers: { authorization: 'Bearer P2other', 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password }),
    });
    expect(response.status).toBe(401);
  });

  it('answers malformed bodies with a 400 JSON error', async () => {
    const broken = await rawPost(emulator, '/v1/auth/password/signin', '{not json');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ errorCode: Codes.badRequest });
    const missing = await emulator.call('/v1/auth/password/signin', { body: { loginId: 'x' } });
    expect(missing.status).toBe(400);
    const wrongType = await emulator.call('/v1/auth/password/signup', {
      body: { loginId: 5, password: [] },
    });
    expect(wrongType.status).toBe(400);
  });

  it('sets DS and DSR cookies for browsers (requests with an Origin)', async () => {
    const response = await rawPost(
      emulator,
      '/v1/auth/password/signin',
      JSON.stringify({ loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password }),
      { origin: 'http://localhost:5173' },
    );
    const cookies = response.headers.getSetCookie();
    const ds = cookies.find((c) => c.startsWith('DS='));
    const dsr = cookies.find((c) => c.startsWith('DSR='));
    expect(ds).toMatch(/SameSite=Strict/);
    expect(ds).toMatch(/Path=\//);
    expect(ds).not.toMatch(/HttpOnly/);
    expect(dsr).toMatch(/HttpOnly/);
    expect(dsr).toMatch(/SameSite=Strict/);
    const plain = await signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
    expect(plain.headers.getSetCookie()).toEqual([]);
  });
});

describe('password reset, update and replace', () => {
  it('resets through a magic link, then updates the password under the policy', async () => {
    const loginId = DEMO_ADMIN.loginId;
    const reset = await emulator.call('/v1/auth/password/reset', {
      body: { loginId, redirectUrl: 'http://localhost:5173/reset' },
    });
    expect(reset).toMatchObject({
      status: 200,
      body: { resetMethod: 'magiclink', maskedEmail: 'a***@acme.test' },
    });
    const message = await lastMessage(emulator, loginId);
    expect(message).toMatchObject({ kind: 'password-reset', channel: 'email', to: loginId });
    expect(message.link).toBe(`http://localhost:5173/reset?t=${message.token}`);

    const verified = await emulator.call('/v1/auth/magiclink/verify', {
      body: { token: message.token },
    });
    expect(verified.status).toBe(200);
    const token = verified.body.refreshJwt as string;

    const weak = await emulator.call('/v1/auth/password/update', {
      body: { loginId, newPassword: 'weak' },
      token,
    });
    expect(weak).toMatchObject({ status: 400, body: { errorCode: Codes.passwordPolicy } });
    const updated = await emulator.call('/v1/auth/password/update', {
      body: { loginId, newPassword: GOOD },
      token,
    });
    expect(updated).toMatchObject({ status: 200, body: {} });
    expect((await signIn(loginId, GOOD)).status).toBe(200);
    expect((await signIn(loginId, DEMO_ADMIN.password)).status).toBe(401);
  });

  it('links to the emulator when no redirect URL is given', async () => {
    await emulator.call('/v1/auth/password/reset', { body: { loginId: DEMO_ADMIN.loginId } });
    const message = await lastMessage(emulator, DEMO_ADMIN.loginId);
    expect(message.link).toBe(`${emulator.url}/magiclink?t=${message.token}`);
  });

  it("refuses an update without a token (401) or with another user's token (403)", async () => {
    const body = { loginId: DEMO_ADMIN.loginId, newPassword: GOOD };
    expect((await emulator.call('/v1/auth/password/update', { body })).status).toBe(401);
    const other = await emulator.signIn('admin@globex.test');
    const foreign = await emulator.call('/v1/auth/password/update', {
      body,
      token: other.refreshJwt,
    });
    expect(foreign.status).toBe(403);
    const own = await emulator.signIn();
    const session = await emulator.call('/v1/auth/password/update', {
      body,
      token: own.sessionJwt,
    });
    expect(session.status).toBe(200);
  });

  it('replaces a password given the old one, answering a session', async () => {
    const path = '/v1/auth/password/replace';
    const loginId = DEMO_ADMIN.loginId;
    const wrong = await emulator.call(path, {
      body: { loginId, oldPassword: 'Not-It-123', newPassword: GOOD },
    });
    expect(wrong.status).toBe(401);
    const weak = await emulator.call(path, {
      body: { loginId, oldPassword: DEMO_ADMIN.password, newPassword: 'password' },
    });
    expect(weak.status).toBe(400);
    const { status, body } = await emulator.call(path, {
      body: { loginId, oldPassword: DEMO_ADMIN.password, newPassword: GOOD },
    });
    expect(status).toBe(200);
    expect(body.sessionJwt).toEqual(expect.any(String));
    expect((await signIn(loginId, GOOD)).status).toBe(200);
  });

  it('counts wrong old passwords of replace toward the same lock as sign-in', async () => {
    const path = '/v1/auth/password/replace';
    const loginId = DEMO_ADMIN.loginId;
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn(loginId, 'Wrong-Password-1')).status).toBe(401);
    }
    const replace = (oldPassword: string) =>
      emulator.call(path, { body: { loginId, oldPassword, newPassword: GOOD } });
    expect((await replace('Not-It-123')).status).toBe(401);
    expect((await replace('Not-It-123')).status).toBe(429);
    expect((await replace(DEMO_ADMIN.password)).status).toBe(429);
    expect(await checkSecret(DEMO_ADMIN.password, adminHash())).toBe(true);
  });
});
