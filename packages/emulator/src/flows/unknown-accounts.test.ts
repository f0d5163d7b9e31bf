import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { findUserByLoginId } from '../state/store';
import { useEmulator } from '../test/emulator';
import { type Answer, expectScreen, flowClient } from '../test/flow-client';
import { lastCode } from '../test/inbox';
import { builtInFlows } from './builtins';

// The built-in sign-in flows do not tell anyone which accounts exist: an email nobody has
// goes through the same screens, with the same answers, as an account's, and is refused only
// where a wrong password or code would be. A definition's `revealAccounts` brings back the
// provider's other way, "No account with this email" at once.

const emulator = useEmulator();
const flow = flowClient(emulator);

const UNKNOWN = 'nobody@example.test';
/** A demo user with a password, and one without. */
const WITH_PASSWORD = DEMO_ADMIN.loginId;
const WITHOUT_PASSWORD = 'edsger.dijkstra@acme.test';

/** An answer as someone watching the wire sees it, apart from its execution and the email typed. */
function shape(answer: Answer) {
  const state = { ...(answer.screen?.state as Record<string, unknown>) };
  const form = { ...(state.form as Record<string, unknown>) };
  delete form.email;
  return {
    stepId: answer.stepId,
    stepName: answer.stepName,
    status: answer.status,
    action: answer.action,
    screen: answer.screen?.id,
    state: { ...state, form },
  };
}

async function inbox(loginId: string) {
  const { body } = await emulator.call('/emulator/v1/inbox', { query: { loginId } });
  return body.messages as unknown[];
}

/** A built-in flow with `revealAccounts` set, registered as `{flowId}-revealing`. */
function revealing(flowId: string): string {
  const definition = builtInFlows()[flowId] as Record<string, unknown>;
  const id = `${flowId}-revealing`;
  emulator.store.data.flows[id] = { ...definition, revealAccounts: true };
  return id;
}

const loginFailures = (loginId: string) =>
  emulator.store.data.audits.filter(
    (audit) => audit.action === 'LoginFailed' && audit.actorId === loginId,
  );

describe('sign-in flows and unknown emails', () => {
  beforeEach(() => emulator.reset());

  it('sign-in: an unknown email gets the password screen and the refusal of a wrong password', async () => {
    const answers = new Map<string, { password: Answer; refused: Answer }>();
    for (const email of [WITH_PASSWORD, WITHOUT_PASSWORD, UNKNOWN]) {
      const start = await flow.start('sign-in');
      const password = await flow.next(start, 'continue', { email });
      expect(expectScreen(password, 'password').form).toEqual({ email });
      const refused = await flow.next(password, 'signIn', { password: 'Not-The-One-1' });
      expect(expectScreen(refused, 'password').errorText).toBe('Wrong email or password.');
      answers.set(email, { password, refused });
    }
    const known = answers.get(WITH_PASSWORD);
    for (const email of [WITHOUT_PASSWORD, UNKNOWN]) {
      const each = answers.get(email);
      expect(shape(each!.password), email).toEqual(shape(known!.password));
      expect(shape(each!.refused), email).toEqual(shape(known!.refused));
    }
    // Nobody was made, nothing was sent, and the failed attempt is in the audit.
    expect(findUserByLoginId(emulator.store.data, UNKNOWN)).toBeUndefined();
    expect(await inbox(UNKNOWN)).toEqual([]);
    expect(loginFailures(UNKNOWN)).toHaveLength(1);
  });

  it('sign-in: wrong passwords for an unknown email lock it as they lock an account', async () => {
    for (const email of [WITH_PASSWORD, UNKNOWN]) {
      const start = await flow.start('sign-in');
      let screen = await flow.next(start, 'continue', { email });
      for (let i = 0; i < 4; i += 1) {
        screen = await flow.next(screen, 'signIn', { password: 'Not-The-One-1' });
        expect(expectScreen(screen, 'password').errorText, email).toBe('Wrong email or password.');
      }
      screen = await flow.next(screen, 'signIn', { password: 'Not-The-One-1' });
      expect(expectScreen(screen, 'password').errorText, email).toMatch(/^Too many attempts/);
    }
  });

  it('sign-in: a code for an unknown email shows the same screen, sends nothing and takes no code', async () => {
    const screens: Answer[] = [];
    for (const email of [WITH_PASSWORD, UNKNOWN]) {
      const start = await flow.start('sign-in');
      const password = await flow.next(start, 'continue', { email });
      const sent = await flow.next(password, 'useCode');
      expect(expectScreen(sent, 'sign-in-code').errorText).toBeUndefined();
      screens.push(sent);
    }
    const [known, unknown] = screens as [Answer, Answer];
    expect(shape(unknown)).toEqual(shape(known));
    expect(await inbox(WITH_PASSWORD)).toHaveLength(1);
    expect(await inbox(UNKNOWN)).toEqual([]);
    // A code was made and stored (hashed) as for an account, the same work: only not delivered.
    expect(emulator.store.data.pending[`otp:email:${UNKNOWN}`]?.secret).toMatch(/^\$2[aby]\$/);

    // Guesses are refused and counted as an account's are: the 5th locks.
    let screen = unknown;
    for (let i = 0; i < 4; i += 1) {
      screen = await flow.next(screen, 'verify', { code: `00000${i}` });
      expect(expectScreen(screen, 'sign-in-code').errorText).toBe('Wrong code. Try again.');
    }
    screen = await flow.next(screen, 'verify', { code: '000009' });
    expect(expectScreen(screen, 'sign-in-code').errorText).toMatch(/^Too many attempts/);
    expect(findUserByLoginId(emulator.store.data, UNKNOWN)).toBeUndefined();
  });

  it('sign-in: an account without a password signs in with a code from the password screen', async () => {
    const start = await flow.start('sign-in');
    const password = await flow.next(start, 'continue', { email: WITHOUT_PASSWORD });
    expectScreen(password, 'password');
    const sent = await flow.next(password, 'useCode');
    expectScreen(sent, 'sign-in-code');
    const done = await flow.next(sent, 'verify', {
      code: await lastCode(emulator, WITHOUT_PASSWORD),
    });
    expect(done.status).toBe('completed');
  });

  it.each([
    ['docs-sign-in', 'code'],
    ['docs-sign-in', 'password'],
    ['sign-in-one-tap', 'code'],
  ])('%s (%s): an unknown email goes on as an account does', async (flowId, button) => {
    const screens: Answer[] = [];
    for (const email of [WITH_PASSWORD, UNKNOWN]) {
      const start = await flow.start(flowId);
      const next = await flow.next(start, button, { email });
      expect(next.screen?.state?.errorText).toBeUndefined();
      screens.push(next);
    }
    const [known, unknown] = screens as [Answer, Answer];
    expectScreen(unknown, button === 'code' ? 'sign-in-code' : 'password');
    expect(shape(unknown)).toEqual(shape(known));
    expect(await inbox(UNKNOWN)).toEqual([]);
  });

  it('the sign-in code screen says a code went out only if the account exists', async () => {
    const page = await emulator.call(`/pages/${emulator.projectId}/v2-beta/sign-in-code.json`);
    expect(JSON.stringify(page.body)).toContain('If an account exists for {{form.email}}');
    const french = await emulator.call(`/pages/${emulator.projectId}/v2-beta/sign-in-code-fr.json`);
    expect(french.status).toBe(200);
  });
});

describe('revealAccounts: the provider option that names unknown emails', () => {
  beforeEach(() => emulator.reset());

  it('sign-in refuses an unknown email at once and keeps what was typed', async () => {
    const flowId = revealing('sign-in');
    const start = await flow.start(flowId);
    const unknown = await flow.next(start, 'continue', { email: UNKNOWN });
    expect(unknown.stepId).toBe('1');
    expect(expectScreen(unknown, 'sign-in')).toMatchObject({
      errorText: 'No account with this email',
      form: { email: UNKNOWN },
    });
    expect(loginFailures(UNKNOWN)).toHaveLength(1);
    expect(findUserByLoginId(emulator.store.data, UNKNOWN)).toBeUndefined();
    // For an account, a wrong password is named as such.
    const password = await flow.next(unknown, 'continue', { email: WITH_PASSWORD });
    const wrong = await flow.next(password, 'signIn', { password: 'Not-The-One-1' });
    expect(expectScreen(wrong, 'password').errorText).toBe('Wrong password. Try again.');
  });

  it('docs-sign-in refuses unknown readers, sending nothing', async () => {
    const flowId = revealing('docs-sign-in');
    const start = await flow.start(flowId);
    const unknown = await flow.next(start, 'code', { email: 'stranger@example.test' });
    expect(expectScreen(unknown, 'docs-sign-in').errorText).toBe('No account with this email');
    expect(await inbox('stranger@example.test')).toEqual([]);
  });

  it('a code send for an unknown email in a custom revealing flow names it too', async () => {
    // identify without mustExist, then a sign-in code: the send is what refuses.
    emulator.store.data.flows['code-only'] = {
      version: 1,
      startScreenId: 'sign-in',
      revealAccounts: true,
      start: '1',
      steps: {
        '1': { kind: 'screen', screenId: 'sign-in', stepName: 'Sign in', next: { continue: '2' } },
        '2': { kind: 'action', action: 'identify', onSuccess: '3', onFailure: '1' },
        '3': {
          kind: 'action',
          action: 'otp.send',
          params: { purpose: 'signin' },
          onSuccess: '4',
          onFailure: '1',
        },
        '4': { kind: 'screen', screenId: 'email-code', stepName: 'Code', next: { verify: '5' } },
        '5': { kind: 'action', action: 'otp.verify', onSuccess: '6', onFailure: '4' },
        '6': { kind: 'end' },
      },
    };
    const start = await flow.start('code-only');
    const refused = await flow.next(start, 'continue', { email: UNKNOWN });
    expect(expectScreen(refused, 'sign-in').errorText).toBe('No account with this email');
  });
});
