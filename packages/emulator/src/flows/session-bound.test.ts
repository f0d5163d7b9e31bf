import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { findUserByLoginId } from '../state/store';
import { createTestAuthenticator } from '../test/authenticator';
import { useEmulator } from '../test/emulator';
import { type Answer, APP, expectCompleted, expectScreen, flowClient } from '../test/flow-client';
import { EXECUTION_KIND } from './execution';

// A profile flow acts for the session it was started with, and dies with it: after a logout,
// a logout-all or the user's disabling, the execution id alone changes nothing and earns no
// tokens; what a completed flow hands out belongs to the session's refresh family.

const emulator = useEmulator();
const flow = flowClient(emulator);
const ADA = 'ada.lovelace@acme.test';

type Tokens = { sessionJwt: string; refreshJwt: string };

const ada = () => {
  const found = findUserByLoginId(emulator.store.data, ADA);
  if (!found) throw new Error(`no user ${ADA}`);
  return found;
};

/** Everything a refused step must leave as it was (the execution itself aside). */
const snapshot = () => {
  const { users, refreshTokens, audits, inbox } = emulator.store.data;
  return JSON.stringify({ users, refreshTokens, audits, inbox });
};

const executions = () =>
  Object.values(emulator.store.data.pending).filter((p) => p.kind === EXECUTION_KIND).length;

/** A next call with the execution id alone, as anyone who learnt it could send. */
const nextRaw = (answer: Answer, interactionId: string, input: Record<string, unknown> = {}) =>
  emulator.call('/v1/flow/next', {
    body: {
      executionId: answer.executionId,
      stepId: answer.stepId,
      interactionId,
      version: 1,
      input,
    },
  });

/** The ways Ada's session ends: her logout, her logout everywhere, an admin disabling her. */
const ENDINGS: Record<string, (tokens: Tokens) => Promise<void>> = {
  logout: async ({ refreshJwt }) => {
    const { status } = await emulator.call('/v1/auth/logout', { body: {}, token: refreshJwt });
    expect(status).toBe(200);
  },
  logoutall: async ({ refreshJwt }) => {
    const { status } = await emulator.call('/v1/auth/logoutall', { body: {}, token: refreshJwt });
    expect(status).toBe(200);
  },
  disabled: async () => {
    const { status } = await emulator.call('/v1/mgmt/user/update/status', {
      body: { loginId: ADA, status: 'disabled' },
      token: emulator.managementKey,
    });
    expect(status).toBe(200);
  },
};

/** Start `flowId` as Ada, with her refresh JWT (default) or her session JWT. */
async function startAsAda(flowId: string, with_: keyof Tokens = 'refreshJwt') {
  const tokens = await emulator.signIn(ADA, DEMO_ADMIN.password);
  const start = await flow.start(flowId, { options: { origin: APP } }, tokens[with_]);
  return { tokens, start };
}

/** What each ending's refusal says, as a REST call with the dead session's token hears. */
const REFUSAL: Record<string, string> = {
  logout: 'Session revoked',
  logoutall: 'Session revoked',
  disabled: 'User is not active',
};

/** The call is refused as a dead session's, changes nothing, and the execution is gone. */
async function expectRefused(
  call: () => ReturnType<typeof nextRaw>,
  answer: Answer,
  message = 'Session revoked',
) {
  const before = snapshot();
  const refused = await call();
  expect(refused.status, JSON.stringify(refused.body)).toBe(401);
  expect(refused.body).toMatchObject({ errorCode: expect.any(String), errorMessage: message });
  expect(refused.body).not.toHaveProperty('authInfo');
  expect(snapshot()).toBe(before);
  // It can never succeed again, so it is dropped: the next try finds no execution.
  expect(executions()).toBe(0);
  const again = await nextRaw(answer, 'save', { name: 'Mallory' });
  expect(again.status).toBe(401);
  expect(again.body.errorMessage).toBe('Unknown flow execution');
}

const familyOf = (refreshJwt: string) => {
  const { jti } = decodeJwt(refreshJwt);
  const record = jti ? emulator.store.data.refreshTokens[jti] : undefined;
  if (!record) throw new Error('unregistered refresh token');
  return record.family;
};

describe('a profile flow started with a session', () => {
  beforeEach(() => emulator.reset());

  for (const [ending, end] of Object.entries(ENDINGS)) {
    it(`update-name stops after ${ending}: the name stays, no tokens`, async () => {
      const { tokens, start } = await startAsAda('update-name');
      await end(tokens);
      await expectRefused(
        () => nextRaw(start, 'save', { name: 'Mallory' }),
        start,
        REFUSAL[ending],
      );
      expect(ada().name).toBe('Ada Lovelace');
    });

    it(`update-email stops after ${ending}: no code is sent`, async () => {
      const { tokens, start } = await startAsAda('update-email');
      await end(tokens);
      await expectRefused(
        () => nextRaw(start, 'save', { email: 'mallory@evil.test' }),
        start,
        REFUSAL[ending],
      );
      expect(ada().email).toBe(ADA);
    });

    it(`add-passkey stops after ${ending}, even mid-ceremony: no passkey is added`, async () => {
      const authenticator = createTestAuthenticator(APP);
      const { tokens, start } = await startAsAda('add-passkey');
      const create = await flow.next(start, 'add');
      expect(create.action).toBe('webauthnCreate');
      await end(tokens);
      const options = JSON.parse(create.webauthn?.options ?? '{}') as {
        publicKey: PublicKeyCredentialCreationOptionsJSON;
      };
      await expectRefused(
        () =>
          nextRaw(create, '', {
            transactionId: create.webauthn?.transactionId,
            response: JSON.stringify(authenticator.create(options.publicKey)),
          }),
        create,
        REFUSAL[ending],
      );
      expect(ada().webauthn).toHaveLength(0);
    });
  }

  it('started with a session JWT stops when that session logs out', async () => {
    const { tokens, start } = await startAsAda('update-picture', 'sessionJwt');
    await ENDINGS.logout?.(tokens);
    await expectRefused(
      () => nextRaw(start, 'save', { picture: 'https://evil.test/me.png' }),
      start,
    );
    expect(ada().picture).toBe('');
  });

  it('goes on while the session rotates, and after another session of hers logs out', async () => {
    const { tokens, start } = await startAsAda('update-name');
    const other = await emulator.signIn(ADA, DEMO_ADMIN.password);
    await ENDINGS.logout?.(other);
    const refreshed = await emulator.call('/v1/auth/refresh', {
      body: {},
      token: tokens.refreshJwt,
    });
    expect(refreshed.status).toBe(200);
    const done = await flow.next(start, 'save', { name: 'Ada King' });
    await expectCompleted(emulator, done, ADA, 'session');
    expect(ada().name).toBe('Ada King');
  });

  for (const with_ of ['refreshJwt', 'sessionJwt'] as const) {
    it(`completes within the family of the ${with_} it started with`, async () => {
      const { tokens, start } = await startAsAda('update-name', with_);
      const done = await flow.next(start, 'save', { name: 'Ada King' });
      const authInfo = await expectCompleted(emulator, done, ADA, 'session');
      if (!authInfo.refreshJwt) throw new Error('no refresh token');
      expect(familyOf(authInfo.refreshJwt)).toBe(familyOf(tokens.refreshJwt));

      // So the session's logout also ends what the flow handed out.
      await ENDINGS.logout?.(tokens);
      const refresh = await emulator.call('/v1/auth/refresh', {
        body: {},
        token: authInfo.refreshJwt,
      });
      expect(refresh.status).toBe(401);
      const me = await emulator.call('/v1/auth/me', { token: authInfo.sessionJwt });
      expect(me.status).toBe(401);
    });
  }

  it('keeps the tenant the session had selected', async () => {
    const tokens = await emulator.signIn(ADA, DEMO_ADMIN.password);
    const tenant = ada().userTenants[0]?.tenantId;
    if (!tenant) throw new Error('Ada belongs to no tenant');
    const selected = await emulator.call('/v1/auth/tenant/select', {
      body: { tenant },
      token: tokens.refreshJwt,
    });
    expect(selected.status).toBe(200);
    const session = selected.body as Tokens;
    const start = await flow.start('update-name', {}, session.sessionJwt);
    const done = await flow.next(start, 'save', { name: 'Ada King' });
    const authInfo = await expectCompleted(emulator, done, ADA, 'session');
    expect(decodeJwt(authInfo.sessionJwt).dct).toBe(tenant);
    expect(familyOf(authInfo.refreshJwt ?? '')).toBe(familyOf(tokens.refreshJwt));
  });

  it('a flow that is not a profile flow is not bound to any session', async () => {
    const tokens = await emulator.signIn(ADA, DEMO_ADMIN.password);
    const start = await flow.start('sign-in', {}, tokens.refreshJwt);
    await ENDINGS.logout?.(tokens);
    const password = await flow.next(start, 'continue', { email: ADA });
    expectScreen(password, 'password');
  });
});
