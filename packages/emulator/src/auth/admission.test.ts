import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import * as OTPAuth from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../http/errors';
import { DEMO_ADMIN } from '../seed/demo';
import { findUserByLoginId } from '../state/store';
import type { UserRecord } from '../state/types';
import { createTestAuthenticator } from '../test/authenticator';
import { codeOf, submitForm } from '../test/browser';
import { DISABLED_USER } from '../test/demo-users';
import { useEmulator } from '../test/emulator';
import { lastMessage } from '../test/inbox';
import { issueSession } from '../tokens/jwt';

// The disabled-user rule (`admit`, admission.ts), held by the REST route and the flow action
// of every auth method alike: the same status and error body, the same audit, no token. The
// flows here have no `onFailure` steps, so that a refusal is the HTTP answer of the flow call.

const emulator = useEmulator();
const APP = 'http://localhost:3000';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** What a refused attempt did: its answer, the audit events it wrote, the tokens it issued. */
interface Outcome extends Answer {
  audits: Array<Record<string, unknown>>;
  tokens: number;
}

const user = (loginId: string): UserRecord => {
  const found = findUserByLoginId(emulator.store.data, loginId);
  if (!found) throw new Error(`no demo user ${loginId}`);
  return found;
};
const disable = (loginId = DISABLED_USER) => {
  user(loginId).status = 'disabled';
};
const enable = (loginId = DISABLED_USER) => {
  user(loginId).status = 'enabled';
};

/** Run `attempt` and record what it changed (audit ids and times left out: they always differ). */
async function observe(attempt: () => Promise<Answer>): Promise<Outcome> {
  const { data } = emulator.store;
  const audits = data.audits.length;
  const tokens = Object.keys(data.refreshTokens).length;
  const { status, body } = await attempt();
  return {
    status,
    body,
    audits: data.audits.slice(audits).map(({ id: _id, occurred: _occurred, ...rest }) => rest),
    tokens: Object.keys(emulator.store.data.refreshTokens).length - tokens,
  };
}

/** The refusal every path gives: 403 E062109, one LoginFailed audit, no token. */
function expectRefused(outcome: Outcome, method: string, loginId = DISABLED_USER) {
  const refused = user(loginId);
  expect(outcome).toMatchObject({
    status: 403,
    body: {
      errorCode: Codes.userDisabled,
      errorDescription: 'User is disabled',
      errorMessage: refused.loginIds[0],
    },
    tokens: 0,
  });
  expect(outcome.body).not.toHaveProperty('sessionJwt');
  expect(outcome.audits).toEqual([
    expect.objectContaining({
      action: 'LoginFailed',
      type: 'warn',
      method,
      userId: refused.userId,
      actorId: loginId,
      externalIds: [loginId],
      data: { reason: 'User is disabled' },
    }),
  ]);
}

/**
 * One way to try: it sets up what it needs (a code sent, a link approved...), then answers
 * the refused call itself, which is the only part observed.
 */
type Side = () => Promise<() => Promise<Answer>>;

/** A side with nothing to set up. */
const at =
  (attempt: () => Promise<Answer>): Side =>
  async () =>
    attempt;

/** Run the REST side and the flow side, each on a fresh state: what each refusal did. */
async function both(rest: Side, flow: Side): Promise<[Outcome, Outcome]> {
  await emulator.reset();
  const byRoute = await observe(await rest());
  await emulator.reset();
  const byFlow = await observe(await flow());
  return [byRoute, byFlow];
}

/** Both sides refuse the sign-in as the rule says, and alike. */
async function compare(method: string, rest: Side, flow: Side, loginId = DISABLED_USER) {
  const [byRoute, byFlow] = await both(rest, flow);
  expectRefused(byRoute, method, loginId);
  expect(byFlow).toEqual(byRoute);
}

type ChainStep =
  | { action: string; params?: Record<string, unknown>; screenId?: string }
  | { screen: string };

/**
 * A flow that shows a start screen (interaction `go`), identifies the typed email (a profile
 * flow: acts for the token's user instead), then runs `chain` in order and ends. No step has
 * an `onFailure`. Returns its flow id.
 */
let flows = 0;
function installFlow(chain: ChainStep[], requiresSession = false): string {
  flows += 1;
  const flowId = `test-${flows}`;
  const steps: Record<string, unknown> = {
    '1': { kind: 'screen', screenId: 'start', stepName: 'Start', next: { go: '2' } },
  };
  const actions: ChainStep[] = requiresSession ? chain : [{ action: 'identify' }, ...chain];
  actions.forEach((step, index) => {
    const id = String(index + 2);
    const next = String(index + 3);
    steps[id] =
      'screen' in step
        ? { kind: 'screen', screenId: step.screen, stepName: step.screen, next: { go: next } }
        : { kind: 'action', onSuccess: next, ...step };
  });
  steps[String(actions.length + 2)] = { kind: 'end' };
  emulator.store.data.flows[flowId] = {
    version: 1,
    startScreenId: 'start',
    requiresSession,
    start: '1',
    steps,
  };
  return flowId;
}

const call = (path: string, body: unknown, token?: string): Promise<Answer> =>
  emulator.call(path, { body, token });

/** Start `flowId` at its start screen, as a client that shows it first. */
const showFlow = (flowId: string, token?: string) =>
  call('/v1/flow/start', { flowId, options: { redirectUrl: `${APP}/done`, origin: APP } }, token);

/** Start `flowId` by pressing `go` on its start screen with `input`. */
const startFlow = (flowId: string, input: Record<string, unknown>, token?: string) =>
  call(
    '/v1/flow/start',
    { flowId, interactionId: 'go', input, options: { redirectUrl: `${APP}/done`, origin: APP } },
    token,
  );

/** Press `go` (or resume a waiting step) on the screen `answer` shows. */
const nextFlow = (answer: Answer, input: Record<string, unknown> = {}) =>
  call('/v1/flow/next', {
    executionId: answer.body.executionId,
    stepId: answer.body.stepId,
    interactionId: 'go',
    input,
  });

async function expectRunning(answer: Promise<Answer>): Promise<Answer> {
  const running = await answer;
  expect(running.status, JSON.stringify(running.body)).toBe(200);
  return running;
}

/** Send a code or link to the disabled user while enabled, then disable them: the message. */
async function sendWhileEnabled(path: string) {
  enable();
  const sent = await call(path, { loginId: DISABLED_USER });
  const message = await lastMessage(emulator, DISABLED_USER);
  disable();
  return { ...message, sent };
}

/** Run a flow of `chain` for the disabled user while enabled, then disable them. */
async function startWhileEnabled(chain: ChainStep[]) {
  enable();
  const shown = await expectRunning(startFlow(installFlow(chain), { email: DISABLED_USER }));
  const message = await lastMessage(emulator, DISABLED_USER);
  disable();
  return { shown, message };
}

/** A passkey for `loginId` (enabled for the while), added the REST way with a session. */
async function givePasskey(loginId = DISABLED_USER) {
  const status = user(loginId).status;
  enable(loginId);
  const authenticator = createTestAuthenticator(APP);
  const { sessionJwt } = await issueSession(emulator.store, user(loginId));
  const started = await call(
    '/v1/auth/webauthn/update/start',
    { loginId, origin: APP },
    sessionJwt,
  );
  const created = authenticator.create(
    publicKey<PublicKeyCredentialCreationOptionsJSON>(String(started.body.options)),
  );
  const done = await call('/v1/auth/webauthn/update/finish', {
    transactionId: started.body.transactionId,
    response: JSON.stringify(created),
  });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  user(loginId).status = status;
  return authenticator;
}

const publicKey = <T>(options: string) => (JSON.parse(options) as { publicKey: T }).publicKey;

/** An authenticator secret for `loginId`, and the code it shows now. */
function giveTotp(loginId = DISABLED_USER) {
  const secret = new OTPAuth.Secret();
  user(loginId).totpSecret = secret.base32;
  return () => new OTPAuth.TOTP({ secret }).generate({ timestamp: emulator.store.now() });
}

/** The identity provider's page (OAuth consent or SAML) answers for `email`: the code it sends back. */
async function identify(redirect: string, callback: string, email = DISABLED_USER) {
  const state = new URL(redirect).searchParams.get('state') ?? '';
  const { location } = await submitForm(emulator.url, callback, { state, email });
  return codeOf(location);
}

/** Start a federated sign-in with the REST API: the page the browser is sent to. */
async function authorize(path: string, query: Record<string, string>) {
  const started = await emulator.call(path, {
    body: {},
    query: { redirectURL: `${APP}/cb`, ...query },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return String(started.body.url);
}

/** A flow's redirect answer: where the browser is sent. */
const redirectOf = (answer: Answer) => (answer.body.redirect as { url: string }).url;

describe('a disabled user is refused the same way by the REST route and the flow action', () => {
  beforeEach(() => emulator.reset());

  it('password sign-in, before the password is compared', async () => {
    // A wrong password too: it is never compared, so no lockout count moves either.
    for (const password of [DEMO_ADMIN.password, 'Wrong-Password-1']) {
      await compare(
        'password',
        at(() => call('/v1/auth/password/signin', { loginId: DISABLED_USER, password })),
        at(() =>
          startFlow(installFlow([{ action: 'password.signIn' }]), {
            email: DISABLED_USER,
            password,
          }),
        ),
      );
    }
  });

  it.each([
    ['otp', '/v1/auth/otp/signup-in/email', 'otp.send'],
    ['magiclink', '/v1/auth/magiclink/signup-in/email', 'magicLink.send'],
    ['enchantedlink', '/v1/auth/enchantedlink/signup-in/email', 'enchantedLink.send'],
  ])('%s: nothing is sent', async (method, path, action) => {
    await compare(
      method,
      at(() => call(path, { loginId: DISABLED_USER })),
      at(() => startFlow(installFlow([{ action }]), { email: DISABLED_USER })),
    );
    expect(emulator.store.data.inbox).toEqual([]);
  });

  it('one-time code sent before the user was disabled, before the code is looked at', async () => {
    await compare(
      'otp',
      async () => {
        const { code } = await sendWhileEnabled('/v1/auth/otp/signin/email');
        return () => call('/v1/auth/otp/verify/email', { loginId: DISABLED_USER, code });
      },
      async () => {
        const { shown, message } = await startWhileEnabled([
          { action: 'otp.send' },
          { screen: 'code' },
          { action: 'otp.verify' },
        ]);
        return () => nextFlow(shown, { code: message.code });
      },
    );
  });

  it('magic link sent before the user was disabled, before the link is spent', async () => {
    await compare(
      'magiclink',
      async () => {
        const { token } = await sendWhileEnabled('/v1/auth/magiclink/signin/email');
        return () => call('/v1/auth/magiclink/verify', { token });
      },
      async () => {
        const { shown, message } = await startWhileEnabled([
          { action: 'magicLink.send' },
          { action: 'magicLink.verify', screenId: 'sent' },
        ]);
        return () => nextFlow(shown, { token: message.token });
      },
    );
  });

  it('enchanted link approved before the user was disabled, when the session is claimed', async () => {
    const approve = async () => {
      const { token } = await lastMessage(emulator, DISABLED_USER);
      expect((await call('/v1/auth/enchantedlink/verify', { token })).status).toBe(200);
      disable();
    };
    await compare(
      'enchantedlink',
      async () => {
        enable();
        const sent = await call('/v1/auth/enchantedlink/signin/email', { loginId: DISABLED_USER });
        await approve();
        const pendingRef = sent.body.pendingRef;
        return () => call('/v1/auth/enchantedlink/pending-session', { pendingRef });
      },
      async () => {
        enable();
        const flowId = installFlow([
          { action: 'enchantedLink.send' },
          { action: 'enchantedLink.poll', screenId: 'sent' },
        ]);
        const polling = await expectRunning(startFlow(flowId, { email: DISABLED_USER }));
        await approve();
        return () => nextFlow(polling);
      },
    );
  });

  it('TOTP, before the code is compared (a second factor in a flow)', async () => {
    await compare(
      'totp',
      async () => {
        const code = giveTotp();
        return () => call('/v1/auth/totp/verify', { loginId: DISABLED_USER, code: code() });
      },
      async () => {
        enable();
        const code = giveTotp();
        const flowId = installFlow([
          { action: 'password.signIn' },
          { screen: 'totp' },
          { action: 'totp.verify' },
        ]);
        const shown = await expectRunning(
          startFlow(flowId, { email: DISABLED_USER, password: DEMO_ADMIN.password }),
        );
        disable();
        return () => nextFlow(shown, { code: code() });
      },
    );
  });

  it('passkey sign-in by login id, at the start', async () => {
    await compare(
      'webauthn',
      async () => {
        await givePasskey();
        return () =>
          call('/v1/auth/webauthn/signin/start', { loginId: DISABLED_USER, origin: APP });
      },
      async () => {
        await givePasskey();
        const flowId = installFlow([{ action: 'webauthn.signInStart' }]);
        return () => startFlow(flowId, { email: DISABLED_USER });
      },
    );
  });

  it('passkey sign-in disabled after the start, before the assertion is verified', async () => {
    await compare(
      'webauthn',
      async () => {
        const authenticator = await givePasskey();
        enable();
        const started = await call('/v1/auth/webauthn/signin/start', {
          loginId: DISABLED_USER,
          origin: APP,
        });
        const options = publicKey<PublicKeyCredentialRequestOptionsJSON>(
          String(started.body.options),
        );
        const response = JSON.stringify(authenticator.get(options));
        disable();
        const transactionId = started.body.transactionId;
        return () => call('/v1/auth/webauthn/signin/finish', { transactionId, response });
      },
      async () => {
        const authenticator = await givePasskey();
        enable();
        const flowId = installFlow([
          { action: 'webauthn.signInStart' },
          { action: 'webauthn.finish' },
        ]);
        const handoff = await expectRunning(startFlow(flowId, { email: DISABLED_USER }));
        const webauthn = handoff.body.webauthn as { transactionId: string; options: string };
        const options = publicKey<PublicKeyCredentialRequestOptionsJSON>(webauthn.options);
        const response = JSON.stringify(authenticator.get(options));
        disable();
        return () => nextFlow(handoff, { transactionId: webauthn.transactionId, response });
      },
    );
    // The authenticator's counter was never verified, so never moved.
    expect(user(DISABLED_USER).webauthn[0]?.counter).toBe(0);
  });

  it('OAuth, when the code is exchanged (before it is spent)', async () => {
    const consent = '/emulator/oauth/callback';
    await compare(
      'oauth',
      async () => {
        const page = await authorize('/v1/auth/oauth/authorize', { provider: 'google' });
        const code = await identify(page, consent);
        return () => call('/v1/auth/oauth/exchange', { code });
      },
      async () => {
        const flowId = installFlow([
          { action: 'oauth.start', params: { provider: 'google' } },
          { action: 'oauth.exchange' },
        ]);
        const redirect = await expectRunning(startFlow(flowId, { email: DISABLED_USER }));
        const exchangeCode = await identify(redirectOf(redirect), consent);
        return () => nextFlow(redirect, { exchangeCode });
      },
    );
    // Refused, the user was not changed by the consent page either.
    expect(user(DISABLED_USER).oauth).toEqual({});
  });

  it('SAML, when the code is exchanged (before it is spent)', async () => {
    const assertion = '/emulator/saml/callback';
    await compare(
      'saml',
      async () => {
        const page = await authorize('/v1/auth/saml/authorize', { tenant: DISABLED_USER });
        const code = await identify(page, assertion);
        return () => call('/v1/auth/saml/exchange', { code });
      },
      async () => {
        const flowId = installFlow([{ action: 'saml.start' }, { action: 'saml.exchange' }]);
        const redirect = await expectRunning(startFlow(flowId, { email: DISABLED_USER }));
        const exchangeCode = await identify(redirectOf(redirect), assertion);
        return () => nextFlow(redirect, { exchangeCode });
      },
    );
    expect(user(DISABLED_USER).saml).toBe(false);
  });
});

describe('a refusal spends nothing', () => {
  beforeEach(() => emulator.reset());

  it('a code refused for a disabled user signs the user in once enabled again', async () => {
    await call('/v1/auth/otp/signin/email', { loginId: DEMO_ADMIN.loginId });
    const { code } = await lastMessage(emulator, DEMO_ADMIN.loginId);
    disable(DEMO_ADMIN.loginId);
    const body = { loginId: DEMO_ADMIN.loginId, code };
    expect((await call('/v1/auth/otp/verify/email', body)).status).toBe(403);
    enable(DEMO_ADMIN.loginId);
    expect((await call('/v1/auth/otp/verify/email', body)).status).toBe(200);
  });

  it('wrong passwords of a disabled user do not count towards the lock', async () => {
    disable(DEMO_ADMIN.loginId);
    for (let i = 0; i < 6; i += 1) {
      const body = { loginId: DEMO_ADMIN.loginId, password: 'Wrong-Password-1' };
      expect((await call('/v1/auth/password/signin', body)).status).toBe(403);
    }
    enable(DEMO_ADMIN.loginId);
    const body = { loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password };
    expect((await call('/v1/auth/password/signin', body)).status).toBe(200);
  });
});

describe("a disabled user's sessions are over, for the REST route and the profile flow alike", () => {
  beforeEach(() => emulator.reset());

  const NEW_EMAIL = 'barbara.new@globex.test';

  /** A refresh token of the disabled user, from a sign-in while they were enabled. */
  async function sessionBeforeDisabling() {
    enable();
    const { refreshJwt } = await issueSession(emulator.store, user(DISABLED_USER));
    return refreshJwt ?? '';
  }

  /** 401 "User is not active", as for any dead session: no audit, no token, nothing sent. */
  function expectSessionOver(outcome: Outcome) {
    expect(outcome).toEqual({
      status: 401,
      body: {
        errorCode: Codes.unauthorized,
        errorDescription: 'Unauthorized',
        errorMessage: 'User is not active',
      },
      audits: [],
      tokens: 0,
    });
    expect(emulator.store.data.inbox).toEqual([]);
  }

  /** The REST side: an email change asked with a session from before the user was disabled. */
  const restChange: Side = async () => {
    const token = await sessionBeforeDisabling();
    disable();
    const body = { loginId: DISABLED_USER, email: NEW_EMAIL };
    return () => call('/v1/auth/otp/update/email', body, token);
  };

  it('an email change asked with a session from before', async () => {
    const [byRoute, byFlow] = await both(restChange, async () => {
      const token = await sessionBeforeDisabling();
      disable();
      return () => call('/v1/flow/start', { flowId: 'update-email' }, token);
    });
    expectSessionOver(byRoute);
    expect(byFlow).toEqual(byRoute);
  });

  it('a profile flow started before, at its next step', async () => {
    for (const [action, input] of [
      ['user.updateEmail', { email: NEW_EMAIL }],
      ['user.updateName', { name: 'Barbara L.' }],
    ] as const) {
      const [byRoute, byFlow] = await both(restChange, async () => {
        const token = await sessionBeforeDisabling();
        const shown = await expectRunning(showFlow(installFlow([{ action }], true), token));
        disable();
        return () => nextFlow(shown, input);
      });
      expectSessionOver(byFlow);
      expect(byFlow).toEqual(byRoute);
      expect(user(DISABLED_USER).name).not.toBe('Barbara L.');
    }
  });
});
