import { NAME_MAX_LENGTH } from '@gatehouse/core';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { findUserByLoginId } from '../state/store';
import { createTestAuthenticator } from '../test/authenticator';
import { useEmulator } from '../test/emulator';
import { type Answer, APP, expectCompleted, expectScreen, flowClient } from '../test/flow-client';
import { parseHtml } from '../test/html';
import { lastCode } from '../test/inbox';

const emulator = useEmulator();
const flow = flowClient(emulator);
/** A demo user with a name, an email and a phone. */
const ADA = { loginId: 'ada.lovelace@acme.test', phone: '+15550100000' };

const user = (loginId: string) => {
  const found = findUserByLoginId(emulator.store.data, loginId);
  if (!found) throw new Error(`no user ${loginId}`);
  return found;
};

/** A profile flow's start, as the signed-in user (`Bearer <projectId>:<refreshJwt>`). */
async function startAs(loginId: string, flowId: string, extra: Record<string, unknown> = {}) {
  const { refreshJwt } = await emulator.signIn(loginId, DEMO_ADMIN.password);
  return flow.start(flowId, extra, refreshJwt);
}

const completedFor = (answer: Answer, loginId: string) =>
  expectCompleted(emulator, answer, loginId, 'session');

describe('profile flows', () => {
  beforeEach(() => emulator.reset());

  it('refuse to start without the signed-in user', async () => {
    for (const flowId of ['update-name', 'update-email', 'add-passkey', 'delete-phone']) {
      const plain = await emulator.call('/v1/flow/start', { body: { flowId } });
      expect(plain.status, flowId).toBe(401);
      expect(plain.body).toHaveProperty('errorCode');
      const bogus = await emulator.call('/v1/flow/start', { body: { flowId }, token: 'not.a.jwt' });
      expect(bogus.status, flowId).toBe(401);
    }
  });

  it('are served without a start screen: clients start them at once, as the user', async () => {
    const config = await emulator.call(`/pages/${emulator.projectId}/v2-beta/config.json`);
    const flows = (config.body as { flows: Record<string, { startScreenId?: string }> }).flows;
    for (const flowId of ['update-name', 'update-email', 'update-phone', 'change-password']) {
      expect(flows[flowId], flowId).toBeDefined();
      expect(flows[flowId]?.startScreenId, flowId).toBeUndefined();
    }
    // So there is no start screen to press a button on before the server answered.
    const { refreshJwt } = await emulator.signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
    const early = await emulator.call('/v1/flow/start', {
      body: { flowId: 'update-name', interactionId: 'save', input: { name: 'X' } },
      token: refreshJwt,
    });
    expect(early.status).toBe(400);
  });

  it('update-name changes the name', async () => {
    const start = await startAs(DEMO_ADMIN.loginId, 'update-name');
    expect(expectScreen(start, 'update-name').form).toMatchObject({ name: 'Acme Admin' });
    const empty = await flow.next(start, 'save', { name: '  ' });
    expect(expectScreen(empty, 'update-name').errorText).toBe('Enter your name.');
    const done = await flow.next(empty, 'save', { name: 'Ada Admin' });
    const authInfo = await completedFor(done, DEMO_ADMIN.loginId);
    expect(authInfo.user).toMatchObject({
      name: 'Ada Admin',
      givenName: 'Ada',
      familyName: 'Admin',
    });
  });

  it('update-picture takes http(s) images only', async () => {
    const start = await startAs(DEMO_ADMIN.loginId, 'update-picture');
    const unsafe = await flow.next(start, 'save', { picture: 'javascript:alert(1)' });
    expect(expectScreen(unsafe, 'update-picture').errorText).toMatch(/http or https/);
    expect(user(DEMO_ADMIN.loginId).picture).toBe('');
    const done = await flow.next(unsafe, 'save', { picture: 'https://example.test/me.png' });
    const authInfo = await completedFor(done, DEMO_ADMIN.loginId);
    expect(authInfo.user?.picture).toBe('https://example.test/me.png');
  });

  it('update-email confirms the new address with a code', async () => {
    const start = await startAs(DEMO_ADMIN.loginId, 'update-email');
    const codeScreen = await flow.next(start, 'save', { email: 'new.admin@acme.test' });
    expectScreen(codeScreen, 'email-code');
    const { body } = await emulator.call('/emulator/v1/inbox', {
      query: { loginId: DEMO_ADMIN.loginId },
    });
    const message = (body.messages as Array<{ to: string; code: string }>).at(-1);
    expect(message?.to).toBe('new.admin@acme.test');
    const wrong = await flow.next(codeScreen, 'verify', {
      code: message?.code === '000000' ? '111111' : '000000',
    });
    expect(expectScreen(wrong, 'email-code').errorText).toBe('Wrong code. Try again.');
    expect(user(DEMO_ADMIN.loginId).email).toBe(DEMO_ADMIN.loginId);
    const done = await flow.next(wrong, 'verify', { code: message?.code });
    const authInfo = await completedFor(done, DEMO_ADMIN.loginId);
    expect(authInfo.user).toMatchObject({ email: 'new.admin@acme.test', verifiedEmail: true });
  });

  it('update-phone confirms the new number with a text', async () => {
    const start = await startAs(DEMO_ADMIN.loginId, 'update-phone');
    const invalid = await flow.next(start, 'save', { phone: '12345' });
    expect(expectScreen(invalid, 'update-phone').errorText).toMatch(/chosen country/);
    const codeScreen = await flow.next(invalid, 'save', { phone: '+15557770000' });
    expectScreen(codeScreen, 'phone-code');
    const done = await flow.next(codeScreen, 'verify', {
      code: await lastCode(emulator, DEMO_ADMIN.loginId),
    });
    const authInfo = await completedFor(done, DEMO_ADMIN.loginId);
    expect(authInfo.user).toMatchObject({ phone: '+15557770000', verifiedPhone: true });
  });

  it('change-password holds the new password to the policy', async () => {
    const start = await startAs(DEMO_ADMIN.loginId, 'change-password');
    const weak = await flow.next(start, 'save', {
      currentPassword: DEMO_ADMIN.password,
      newPassword: 'weak',
    });
    const state = expectScreen(weak, 'change-password');
    expect(state.errorText).toMatch(/at least 8 characters/);
    expect(state.form).not.toHaveProperty('newPassword');
    const done = await flow.next(weak, 'save', {
      currentPassword: DEMO_ADMIN.password,
      newPassword: 'Brand-New-Pass-7',
    });
    await completedFor(done, DEMO_ADMIN.loginId);
    await expect(emulator.signIn(DEMO_ADMIN.loginId, 'Brand-New-Pass-7')).resolves.toHaveProperty(
      'sessionJwt',
    );
    await expect(emulator.signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password)).rejects.toThrow();
  });

  it('change-password asks for the current password, checked and counted as a sign-in', async () => {
    const start = await startAs(DEMO_ADMIN.loginId, 'change-password');
    const screen = await emulator.call(`/pages/${emulator.projectId}/v2-beta/change-password.html`);
    const inputs = [...parseHtml(screen.text).querySelectorAll('[name]')];
    expect(
      inputs.map((node) => [node.getAttribute('name'), node.getAttribute('autocomplete')]),
    ).toEqual([
      ['currentPassword', 'current-password'],
      ['newPassword', 'new-password'],
    ]);
    const before = user(DEMO_ADMIN.loginId).passwordHash;

    const missing = await flow.next(start, 'save', { newPassword: 'Brand-New-Pass-7' });
    expect(expectScreen(missing, 'change-password').errorText).toBe('Enter your current password.');
    let wrong = missing;
    for (let i = 0; i < 4; i += 1) {
      wrong = await flow.next(wrong, 'save', {
        currentPassword: 'Not-The-One-1',
        newPassword: 'Brand-New-Pass-7',
      });
      const state = expectScreen(wrong, 'change-password');
      expect(state.errorText).toBe('Wrong current password. Try again.');
      expect(state.form).not.toHaveProperty('currentPassword');
    }
    expect(user(DEMO_ADMIN.loginId).passwordHash).toBe(before);
    // The 5th wrong one locks the login id, as five wrong passwords at sign-in do: the right
    // password is refused here and at sign-in until the lock ends.
    const locked = await flow.next(wrong, 'save', {
      currentPassword: 'Not-The-One-1',
      newPassword: 'Brand-New-Pass-7',
    });
    expect(expectScreen(locked, 'change-password').errorText).toMatch(/^Too many attempts/);
    const api = await emulator.call('/v1/auth/password/signin', {
      body: { loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password },
    });
    expect(api.status).toBe(429);
    expect(user(DEMO_ADMIN.loginId).passwordHash).toBe(before);
    expect(
      emulator.store.data.audits.filter(
        (audit) => audit.action === 'LoginFailed' && audit.actorId === DEMO_ADMIN.loginId,
      ),
    ).toHaveLength(5);
  });

  it('change-password refuses the current password as the new one', async () => {
    const start = await startAs(DEMO_ADMIN.loginId, 'change-password');
    const before = user(DEMO_ADMIN.loginId).passwordHash;
    const same = await flow.next(start, 'save', {
      currentPassword: DEMO_ADMIN.password,
      newPassword: DEMO_ADMIN.password,
    });
    expect(expectScreen(same, 'change-password').errorText).toBe(
      'Choose a new password: this one is your current password.',
    );
    expect(user(DEMO_ADMIN.loginId).passwordHash).toBe(before);
    const done = await flow.next(same, 'save', {
      currentPassword: DEMO_ADMIN.password,
      newPassword: 'Brand-New-Pass-7',
    });
    await completedFor(done, DEMO_ADMIN.loginId);
  });

  it('change-password lets a user without a password choose one, asking for no current one', async () => {
    const loginId = 'edsger.dijkstra@acme.test';
    expect(user(loginId).passwordHash).toBeFalsy();
    // Signed in with a code: the user has no password to sign in with.
    await emulator.call('/v1/auth/otp/signin/email', { body: { loginId } });
    const { body } = await emulator.call('/v1/auth/otp/verify/email', {
      body: { loginId, code: await lastCode(emulator, loginId) },
    });
    const start = await flow.start('change-password', {}, body.refreshJwt as string);
    expectScreen(start, 'set-password');
    const done = await flow.next(start, 'save', { newPassword: 'Brand-New-Pass-7' });
    await completedFor(done, loginId);
    await expect(emulator.signIn(loginId, 'Brand-New-Pass-7')).resolves.toHaveProperty(
      'sessionJwt',
    );
  });

  it('update-name takes a name of up to NAME_MAX_LENGTH characters, as the user form does', async () => {
    const page = await emulator.call(`/pages/${emulator.projectId}/v2-beta/update-name.html`);
    const field = parseHtml(page.text).querySelector('[name="name"]');
    expect(field?.getAttribute('maxlength')).toBe(String(NAME_MAX_LENGTH));
    const start = await startAs(DEMO_ADMIN.loginId, 'update-name');
    const long = 'N'.repeat(NAME_MAX_LENGTH + 1);
    const refused = await flow.next(start, 'save', { name: long });
    const state = expectScreen(refused, 'update-name');
    expect(state.errorText).toBe(`Enter a name of at most ${NAME_MAX_LENGTH} characters.`);
    expect(state.form?.name).toBe(long);
    expect(user(DEMO_ADMIN.loginId).name).toBe('Acme Admin');
    const done = await flow.next(refused, 'save', { name: long.slice(1) });
    const authInfo = await completedFor(done, DEMO_ADMIN.loginId);
    expect(authInfo.user?.name).toHaveLength(NAME_MAX_LENGTH);
  });

  it('delete-email, delete-phone and delete-name clear the field', async () => {
    const cases = [
      { flowId: 'delete-email', field: 'email', shown: ADA.loginId },
      { flowId: 'delete-phone', field: 'phone', shown: ADA.phone },
      { flowId: 'delete-name', field: 'name', shown: 'Ada Lovelace' },
    ] as const;
    for (const { flowId, field, shown } of cases) {
      const start = await startAs(ADA.loginId, flowId);
      expect(expectScreen(start, flowId).form?.[field]).toBe(shown);
      const done = await flow.next(start, 'confirm');
      const authInfo = await completedFor(done, ADA.loginId);
      expect(authInfo.user?.[field], flowId).toBe('');
    }
    // The login id stays: removing the email address does not remove the account's sign-in.
    expect(user(ADA.loginId).loginIds).toEqual([ADA.loginId]);
  });

  it('add-passkey registers a passkey the user then signs in with', async () => {
    const authenticator = createTestAuthenticator(APP);
    const start = await startAs(DEMO_ADMIN.loginId, 'add-passkey', {
      options: { origin: APP },
    });
    expectScreen(start, 'add-passkey');
    const create = await flow.next(start, 'add');
    expect(create.action).toBe('webauthnCreate');
    const options = JSON.parse(create.webauthn?.options ?? '{}') as {
      publicKey: PublicKeyCredentialCreationOptionsJSON;
    };
    const done = await flow.next(create, '', {
      transactionId: create.webauthn?.transactionId,
      response: JSON.stringify(authenticator.create(options.publicKey)),
    });
    await completedFor(done, DEMO_ADMIN.loginId);
    expect(user(DEMO_ADMIN.loginId).webauthn).toHaveLength(1);

    const welcome = await flow.start('sign-up-or-in');
    const get = await flow.next(welcome, 'passkey', { email: DEMO_ADMIN.loginId, origin: APP });
    expect(get.action).toBe('webauthnGet');
    const signedIn = await flow.next(get, '', {
      transactionId: get.webauthn?.transactionId,
      response: JSON.stringify(
        authenticator.get(JSON.parse(get.webauthn?.options ?? '{}').publicKey),
      ),
    });
    await expectCompleted(emulator, signedIn, DEMO_ADMIN.loginId, 'webauthn');
  });
});
