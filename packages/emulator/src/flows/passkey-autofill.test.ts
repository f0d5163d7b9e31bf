import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { findUserByLoginId } from '../state/store';
import { createTestAuthenticator } from '../test/authenticator';
import { useEmulator } from '../test/emulator';
import { APP, expectCompleted, expectScreen, flowClient } from '../test/flow-client';

// Passkey autofill (conditional UI) as @gatehouse/core's engine drives it: the page starts a
// discoverable sign-in itself (`/v1/auth/webauthn/signin/start` with an empty login id), the
// browser lists the passkeys in the login field's autofill, and the one picked is submitted
// with the field's name as the interaction: on the start screen with flow start, else next.

const emulator = useEmulator();
const flow = flowClient(emulator);
const LOGIN = 'autofill.person@example.test';

interface Start {
  transactionId: string;
  options: string;
}

async function discoverableStart(): Promise<Start> {
  const { status, body } = await emulator.call('/v1/auth/webauthn/signin/start', {
    body: { loginId: '', origin: APP },
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as unknown as Start;
}
const requestOf = (start: Start) =>
  (JSON.parse(start.options) as { publicKey: PublicKeyCredentialRequestOptionsJSON }).publicKey;

/** A passkey user, signed up through the REST routes; answers their authenticator. */
async function passkeyUser() {
  const authenticator = createTestAuthenticator(APP);
  const { body: started } = await emulator.call('/v1/auth/webauthn/signup/start', {
    body: { user: { loginId: LOGIN, name: 'Auto Fill' }, origin: APP },
  });
  const { options, transactionId } = started as unknown as Start;
  const created = authenticator.create(JSON.parse(options).publicKey);
  const done = await emulator.call('/v1/auth/webauthn/signup/finish', {
    body: { transactionId, response: JSON.stringify(created) },
  });
  expect(done.status).toBe(200);
  return authenticator;
}

/** What the engine submits once a passkey is picked: the transaction and the credential. */
async function picked(authenticator: ReturnType<typeof createTestAuthenticator>) {
  const start = await discoverableStart();
  const options = requestOf(start);
  // The provider's conditional start names no credentials: the browser offers them all.
  expect(options.allowCredentials ?? []).toEqual([]);
  return {
    transactionId: start.transactionId,
    response: JSON.stringify(authenticator.get(options)),
  };
}

describe('passkey autofill in sign-up-or-in', () => {
  beforeEach(() => emulator.reset());

  it('signs in from the start screen: flow start with the field as interaction', async () => {
    const authenticator = await passkeyUser();
    const input = { ...(await picked(authenticator)), origin: APP };
    const done = await flow.start('sign-up-or-in', { interactionId: 'email', input });
    await expectCompleted(emulator, done, LOGIN, 'webauthn');
    expect(findUserByLoginId(emulator.store.data, LOGIN)?.webauthn[0]?.counter).toBe(1);
  });

  it("signs in from the returning user's screen, and from a screen the server showed", async () => {
    const authenticator = await passkeyUser();
    const returning = await flow.start('sign-up-or-in', {
      conditionInteractionId: 'returning',
      interactionId: 'email',
      options: { lastAuth: { loginId: LOGIN } },
      input: await picked(authenticator),
    });
    await expectCompleted(emulator, returning, LOGIN, 'webauthn');

    const welcome = await flow.start('sign-up-or-in');
    expectScreen(welcome, 'welcome');
    const done = await flow.next(welcome, 'email', await picked(authenticator));
    await expectCompleted(emulator, done, LOGIN, 'webauthn');
  });

  it('refuses an unknown passkey and a used transaction on the screen, not as a crash', async () => {
    const authenticator = await passkeyUser();
    const stranger = createTestAuthenticator(APP);
    // A credential of this relying party that no user registered.
    stranger.credentials.push(
      ...authenticator.credentials.map((c) => ({ ...c, id: Buffer.from('unregistered') })),
    );
    const unknown = await flow.start('sign-up-or-in', {
      interactionId: 'email',
      input: await picked(stranger),
    });
    expect(expectScreen(unknown, 'welcome').errorText).toMatch(/could not be verified/);

    const once = await picked(authenticator);
    const first = await flow.start('sign-up-or-in', { interactionId: 'email', input: once });
    expect(first.status).toBe('completed');
    const replay = await flow.start('sign-up-or-in', { interactionId: 'email', input: once });
    expect(expectScreen(replay, 'welcome').errorText).toMatch(/could not be verified/);
  });

  it('refuses a disabled user before the assertion is verified', async () => {
    const authenticator = await passkeyUser();
    const user = findUserByLoginId(emulator.store.data, LOGIN);
    if (!user) throw new Error('no user');
    user.status = 'disabled';
    const answer = await flow.start('sign-up-or-in', {
      interactionId: 'email',
      input: await picked(authenticator),
    });
    expect(expectScreen(answer, 'welcome').errorText).toBe('This account is disabled.');
    expect(user.webauthn[0]?.counter).toBe(0);
    expect(emulator.store.data.audits.at(-1)).toMatchObject({ action: 'LoginFailed' });
  });
});
