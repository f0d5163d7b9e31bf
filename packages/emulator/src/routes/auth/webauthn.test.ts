import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../seed/demo';
import { findUserByLoginId } from '../../state/store';
import { createTestAuthenticator } from '../../test/authenticator';
import { useEmulator } from '../../test/emulator';
import { issueSession } from '../../tokens/jwt';

const emulator = useEmulator();
const ORIGIN = 'http://localhost:5173';
const BASE = '/v1/auth/webauthn';

interface Start {
  transactionId: string;
  options: string;
  create: boolean;
}
const publicKey = <T>(start: Start) => (JSON.parse(start.options) as { publicKey: T }).publicKey;
const creation = (start: Start) => publicKey<PublicKeyCredentialCreationOptionsJSON>(start);
const request = (start: Start) => publicKey<PublicKeyCredentialRequestOptionsJSON>(start);

async function start(path: string, body: unknown, token?: string) {
  const response = await emulator.call(`${BASE}/${path}`, { body, token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as unknown as Start;
}

const finish = (path: string, transactionId: string, credential: unknown) =>
  emulator.call(`${BASE}/${path}`, {
    body: { transactionId, response: JSON.stringify(credential) },
  });

/** Sign up a new passkey user; answers the authenticator holding the credential. */
async function signUp(loginId = 'pat@example.test') {
  const authenticator = createTestAuthenticator(ORIGIN);
  const started = await start('signup/start', { user: { loginId, name: 'Pat' }, origin: ORIGIN });
  const done = await finish(
    'signup/finish',
    started.transactionId,
    authenticator.create(creation(started)),
  );
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return { authenticator, done };
}

describe('webauthn', () => {
  beforeEach(() => emulator.reset());

  it('signs up with a passkey: options as the provider shapes them, then a session', async () => {
    const started = await start('signup/start', {
      user: { loginId: 'pat@example.test', name: 'Pat' },
      origin: ORIGIN,
    });
    expect(started.create).toBe(true);
    const options = creation(started);
    expect(options.rp).toEqual({ name: 'Gatehouse Emulator', id: 'localhost' });
    expect(options.user.name).toBe('pat@example.test');
    const authenticator = createTestAuthenticator(ORIGIN);
    const done = await finish(
      'signup/finish',
      started.transactionId,
      authenticator.create(options),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      sessionJwt: expect.any(String),
      refreshJwt: expect.any(String),
      user: { loginIds: ['pat@example.test'], name: 'Pat', webauthn: true },
    });
    const user = findUserByLoginId(emulator.store.data, 'pat@example.test');
    expect(user?.webauthn).toHaveLength(1);
    const actions = emulator.store.data.audits.slice(-2).map((audit) => audit.action);
    expect(actions).toEqual(['UserCreated', 'LoginSucceed']);
  });

  it('refuses sign-up for an existing login id', async () => {
    const { status } = await emulator.call(`${BASE}/signup/start`, {
      body: { user: { loginId: DEMO_ADMIN.loginId, name: 'X' }, origin: ORIGIN },
    });
    expect(status).toBe(409);
  });

  it('signs in with the same passkey and moves its counter forward', async () => {
    const { authenticator } = await signUp();
    for (const expected of [1, 2]) {
      const started = await start('signin/start', { loginId: 'pat@example.test', origin: ORIGIN });
      expect(started.create).toBe(false);
      const options = request(started);
      expect(options.allowCredentials).toHaveLength(1);
      const done = await finish('signin/finish', started.transactionId, authenticator.get(options));
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toMatchObject({ user: { loginIds: ['pat@example.test'] } });
      const user = findUserByLoginId(emulator.store.data, 'pat@example.test');
      expect(user?.webauthn[0]?.counter).toBe(expected);
    }
    const last = emulator.store.data.audits.at(-1);
    expect(last).toMatchObject({ action: 'LoginSucceed', method: 'webauthn' });
  });

  it('signs in with a discoverable credential when no login id is given', async () => {
    const { authenticator } = await signUp();
    const started = await start('signin/start', { loginId: '', origin: ORIGIN });
    const options = request(started);
    expect(options.allowCredentials ?? []).toEqual([]);
    const done = await finish('signin/finish', started.transactionId, authenticator.get(options));
    expect(done.body).toMatchObject({ user: { loginIds: ['pat@example.test'] } });
  });

  it("refuses a discoverable assertion without its owner's user handle, or with another's", async () => {
    const { authenticator } = await signUp();
    const other = Buffer.from('U2someoneelse').toString('base64url');
    for (const userHandle of [undefined, other]) {
      const started = await start('signin/start', { loginId: '', origin: ORIGIN });
      const credential = authenticator.get(request(started));
      const forged = { ...credential, response: { ...credential.response, userHandle } };
      const done = await finish('signin/finish', started.transactionId, forged);
      expect(done.status, JSON.stringify(done.body)).toBe(401);
    }
    const user = findUserByLoginId(emulator.store.data, 'pat@example.test');
    expect(user?.webauthn[0]?.counter).toBe(0);
  });

  it('refuses sign-in start for unknown users and users without passkeys', async () => {
    for (const loginId of ['nobody@example.test', DEMO_ADMIN.loginId]) {
      const { status } = await emulator.call(`${BASE}/signin/start`, {
        body: { loginId, origin: ORIGIN },
      });
      expect(status).toBe(401);
    }
  });

  it('refuses an assertion made on another origin, and a used transaction', async () => {
    const { authenticator } = await signUp();
    const started = await start('signin/start', { loginId: 'pat@example.test', origin: ORIGIN });
    const phished = authenticator.get(request(started), 'http://localhost:6666');
    const wrongOrigin = await finish('signin/finish', started.transactionId, phished);
    expect(wrongOrigin.status).toBe(401);
    expect(String(wrongOrigin.body.errorMessage)).toMatch(/origin/i);

    const again = await start('signin/start', { loginId: 'pat@example.test', origin: ORIGIN });
    const credential = authenticator.get(request(again));
    expect((await finish('signin/finish', again.transactionId, credential)).status).toBe(200);
    expect((await finish('signin/finish', again.transactionId, credential)).status).toBe(401);
  });

  it('refuses a registration made on another origin', async () => {
    const started = await start('signup/start', {
      user: { loginId: 'pat@example.test', name: 'Pat' },
      origin: ORIGIN,
    });
    const credential = createTestAuthenticator(ORIGIN).create(
      creation(started),
      'http://evil.test',
    );
    expect((await finish('signup/finish', started.transactionId, credential)).status).toBe(401);
    expect(findUserByLoginId(emulator.store.data, 'pat@example.test')).toBeUndefined();
  });

  it('answers 400 for malformed input', async () => {
    const badOrigin = await emulator.call(`${BASE}/signup/start`, {
      body: { user: { loginId: 'a@b.test' }, origin: 'not a url' },
    });
    expect(badOrigin.status).toBe(400);
    const started = await start('signup/start', { user: { loginId: 'a@b.test' }, origin: ORIGIN });
    const garbage = await emulator.call(`${BASE}/signup/finish`, {
      body: { transactionId: started.transactionId, response: '{nope' },
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body).toMatchObject({ errorCode: expect.any(String) });
  });

  it('sign-up-or-in creates for a new user and gets for a passkey user', async () => {
    const fresh = await start('signup-in/start', { loginId: 'new@example.test', origin: ORIGIN });
    expect(fresh.create).toBe(true);
    await signUp();
    const known = await start('signup-in/start', { loginId: 'pat@example.test', origin: ORIGIN });
    expect(known.create).toBe(false);
    expect(request(known).allowCredentials).toHaveLength(1);
  });

  it('adds a second passkey for the signed-in user through update', async () => {
    const { authenticator, done } = await signUp();
    const { refreshJwt } = done.body as { refreshJwt: string };
    const started = await start(
      'update/start',
      { loginId: 'pat@example.test', origin: ORIGIN },
      refreshJwt,
    );
    const options = creation(started);
    expect(options.excludeCredentials).toHaveLength(1);
    const added = await finish(
      'update/finish',
      started.transactionId,
      authenticator.create(options),
    );
    expect(added).toMatchObject({ status: 200, body: {} });
    const user = findUserByLoginId(emulator.store.data, 'pat@example.test');
    expect(user?.webauthn).toHaveLength(2);
    expect(emulator.store.data.audits.at(-1)).toMatchObject({ action: 'PasskeyAdded' });
  });

  it('lets a password user add a first passkey with a session token, not another user', async () => {
    const admin = findUserByLoginId(emulator.store.data, DEMO_ADMIN.loginId);
    if (!admin) throw new Error('demo admin missing');
    const { sessionJwt } = await issueSession(emulator.store, admin);
    const started = await start(
      'update/start',
      { loginId: DEMO_ADMIN.loginId, origin: ORIGIN },
      sessionJwt,
    );
    const credential = createTestAuthenticator(ORIGIN).create(creation(started));
    expect((await finish('update/finish', started.transactionId, credential)).status).toBe(200);
    expect(admin.webauthn).toHaveLength(1);

    const other = await emulator.call(`${BASE}/update/start`, {
      body: { loginId: 'admin@globex.test', origin: ORIGIN },
      token: sessionJwt,
    });
    expect(other.status).toBe(401);
    const anonymous = await emulator.call(`${BASE}/update/start`, {
      body: { loginId: DEMO_ADMIN.loginId, origin: ORIGIN },
    });
    expect(anonymous.status).toBe(401);
  });

  it('refuses to add a passkey with the tokens of a logged-out session', async () => {
    const { sessionJwt, refreshJwt } = await emulator.signIn();
    await emulator.call('/v1/auth/logout', { body: {}, token: refreshJwt });
    for (const token of [sessionJwt, refreshJwt]) {
      const refused = await emulator.call(`${BASE}/update/start`, {
        body: { loginId: DEMO_ADMIN.loginId, origin: ORIGIN },
        token,
      });
      expect(refused.status).toBe(401);
    }
  });
});
