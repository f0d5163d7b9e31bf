import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client';
import { LAST_DISPLAY_NAME_KEY, LAST_LOGIN_ID_KEY } from '../session/keys';
import { memoryStorage } from '../session/storage';
import {
  button,
  CONTENT,
  EMAIL_SCREEN,
  FLOW_ID,
  flowApi,
  type Harness,
  harness,
  input,
  messages,
  projectConfig,
  reply,
  screenAnswer,
  screenDoc,
  serveContent,
  THEME,
} from '../test/flow';
import { BASE_URL, PROJECT_ID, server } from '../test/msw';
import type { Condition } from './config';
import { AB_TESTING_KEY } from './constants';
import { createFlow } from './engine';
import { passcodeLength } from './passcode';
import type { FlowInstance, FlowState } from './types';
import { enterButtonOf } from './validate';
import { inputsOf } from './walk';

const ORIGIN = window.location.origin;

const CAPTURE_FILE = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../test/fixtures/provider-sdk-wire-capture.jsonl',
);
function captured(call: string): Record<string, unknown> {
  const line = readFileSync(CAPTURE_FILE, 'utf8')
    .split('\n')
    .find((l) => l.includes(`"call":"${call}"`));
  return JSON.parse(line ?? '{}').body;
}

let h: Harness;
beforeEach(() => {
  window.history.replaceState(null, '', '/login');
});
afterEach(() => {
  h?.cleanup();
  vi.useRealTimers();
});

describe('flow start', () => {
  it('sends the provider start body and shows the answered screen', async () => {
    h = harness((storage) => {
      storage.setItem(LAST_LOGIN_ID_KEY, 'ada@example.com');
      storage.setItem(LAST_DISPLAY_NAME_KEY, 'Ada');
    });
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email', '1', { errorText: '' })]);
    const flow = h.flow({ tenant: 'T1', redirectUrl: 'http://app.test/done', locale: 'en' });
    await flow.start();

    expect(start).toHaveLength(1);
    const body = start[0]!;
    expect(body).toEqual({
      flowId: FLOW_ID,
      options: {
        redirectUrl: 'http://app.test/done',
        location: window.location.href,
        tenant: 'T1',
        deviceInfo: { webAuthnSupport: expect.any(Boolean) },
        lastAuth: { loginId: 'ada@example.com', name: 'Ada' },
        abTestingKey: expect.any(Number),
        client: {},
        startOptionsVersion: 1,
        locale: 'en',
      },
      interactionId: '',
      componentsVersion: '1.0.0',
      flowVersions: { [FLOW_ID]: 1 },
      input: {},
      isCustomScreen: false,
    });
    // Every field the provider's SDK sends, with the same types.
    const oracle = captured('core.flow.start');
    for (const [key, value] of Object.entries(oracle)) {
      expect(typeof body[key], key).toBe(typeof value);
    }
    for (const key of Object.keys(oracle.options as object)) {
      expect(body.options as object).toHaveProperty(key);
    }

    expect(flow.$state.get()).toMatchObject({
      status: 'screen',
      executionId: 'exec-1',
      stepId: '1',
      action: 'screen',
      screenId: 'email',
      screen: EMAIL_SCREEN,
      screenState: { errorText: '' },
      direction: 'forward',
      theme: THEME,
    });
    expect(flow.$log.get()).toEqual([]);
  });

  it('starts once however often start() is called, and never throws', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await Promise.all([flow.start(), flow.start()]);
    expect(start).toHaveLength(1);
  });

  it('stores one A/B id in 1..100 and sends it on every start', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email')]);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.999999);
    await h.flow().start();
    random.mockReturnValue(0);
    await h.flow().start();
    expect(h.storage.getItem(AB_TESTING_KEY)).toBe('100');
    expect(start.map((b) => (b.options as { abTestingKey: number }).abTestingKey)).toEqual([
      100, 100,
    ]);
  });

  it('generates A/B ids between 1 and 100', async () => {
    const { abTestingKey } = await import('./ab-testing');
    const { memoryStorage } = await import('../session/storage');
    for (const value of [0, 0.5, 0.999999]) {
      const key = abTestingKey(memoryStorage(), () => value);
      expect(key).toBeGreaterThanOrEqual(1);
      expect(key).toBeLessThanOrEqual(100);
    }
    expect(abTestingKey(memoryStorage(), () => 0)).toBe(1);
  });
});

describe('start conditions', () => {
  const conditionConfig = (condition: Condition) =>
    projectConfig({
      startScreenId: 'default',
      conditions: [condition, { key: 'ELSE', met: { screenId: 'else', interactionId: 'i-else' } }],
    });
  const met = { screenId: 'chosen', interactionId: 'i-chosen' };
  const cases: Array<{
    name: string;
    condition: Condition;
    url?: string;
    seed?: Record<string, string>;
    expected: 'chosen' | 'else';
  }> = [
    {
      name: 'lastAuth.loginId not-empty, remembered',
      condition: { key: 'lastAuth.loginId', operator: 'not-empty', met },
      seed: { [LAST_LOGIN_ID_KEY]: 'ada@example.com' },
      expected: 'chosen',
    },
    {
      name: 'lastAuth.loginId not-empty, none',
      condition: { key: 'lastAuth.loginId', operator: 'not-empty', met },
      expected: 'else',
    },
    {
      name: 'lastAuth.loginId is-empty, none',
      condition: { key: 'lastAuth.loginId', operator: 'is-empty', met },
      expected: 'chosen',
    },
    {
      name: 'idpInitiated is-true with a code',
      condition: { key: 'idpInitiated', operator: 'is-true', met },
      url: '/login?code=abc',
      expected: 'chosen',
    },
    {
      name: 'idpInitiated is-false without a code',
      condition: { key: 'idpInitiated', operator: 'is-false', met },
      expected: 'chosen',
    },
    {
      name: 'idpInitiated is-false with a code',
      condition: { key: 'idpInitiated', operator: 'is-false', met },
      url: '/login?code=abc',
      expected: 'else',
    },
    {
      name: 'externalToken not-empty with t',
      condition: { key: 'externalToken', operator: 'not-empty', met },
      url: '/login?t=tok',
      expected: 'chosen',
    },
    {
      name: 'externalToken is-empty with t',
      condition: { key: 'externalToken', operator: 'is-empty', met },
      url: '/login?t=tok',
      expected: 'else',
    },
    {
      name: 'abTestingKey greater-than',
      condition: { key: 'abTestingKey', operator: 'greater-than', predicate: 40, met },
      seed: { [AB_TESTING_KEY]: '41' },
      expected: 'chosen',
    },
    {
      name: 'abTestingKey less-than',
      condition: { key: 'abTestingKey', operator: 'less-than', predicate: 40, met },
      seed: { [AB_TESTING_KEY]: '41' },
      expected: 'else',
    },
  ];

  it.each(cases)('$name -> $expected', async ({ condition, url, seed, expected }) => {
    if (url) window.history.replaceState(null, '', url);
    h = harness((storage) => {
      for (const [key, value] of Object.entries(seed ?? {})) storage.setItem(key, value);
    });
    serveContent({
      'config.json': conditionConfig(condition),
      'theme.json': THEME,
      'chosen.html': screenDoc('chosen'),
      'else.html': screenDoc('else'),
    });
    const start = flowApi('start', [screenAnswer('next-screen', '2')]);
    const flow = h.flow();
    await flow.start();
    // The start screen shows at once; the flow starts with its first submit.
    expect(start).toHaveLength(0);
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: expected });
    serveContent({ 'next-screen.html': screenDoc('next-screen') });
    await flow.press('submit');
    expect(start[0]).toMatchObject({
      conditionInteractionId: `i-${expected}`,
      interactionId: 'submit',
      input: { origin: ORIGIN },
    });
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'next-screen' });
  });

  it('uses startScreenId when no condition holds, with no conditionInteractionId', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig({
        startScreenId: 'default',
        conditions: [{ key: 'lastAuth.loginId', operator: 'not-empty', met: { screenId: 'x' } }],
      }),
      'theme.json': THEME,
      'default.html': screenDoc('default'),
    });
    const start = flowApi('start', [screenAnswer('default', '2')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().screenId).toBe('default');
    await flow.press('submit');
    expect(start[0]).not.toHaveProperty('conditionInteractionId');
    expect(start[0]).toMatchObject({ interactionId: 'submit' });
  });

  it('starts on the server with conditionInteractionId when the condition names no screen', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig({
        conditions: [{ key: 'ELSE', met: { interactionId: 'i-else' } }],
      }),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email')]);
    await h.flow().start();
    expect(start[0]).toMatchObject({ conditionInteractionId: 'i-else', interactionId: '' });
  });
});

describe('screens', () => {
  it('uses the localized screen when the flow targets the locale', async () => {
    h = harness();
    const requested = serveContent({
      'config.json': projectConfig({ targetLocales: ['fr', 'de-CH'] }),
      'theme.json': THEME,
      'email-de-ch.html': screenDoc('email', [button('weiter')]),
      'email.html': EMAIL_SCREEN,
    });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow({ locale: 'DE-ch' });
    await flow.start();
    expect(requested).toContain('email-de-ch.html');
    expect(requested).not.toContain('email.html');
    expect(enterButtonOf(flow.$state.get().screen)).toBe('weiter');
  });

  it('falls back to the plain screen when the localized one is missing', async () => {
    h = harness();
    const requested = serveContent({
      'config.json': projectConfig({ targetLocales: ['fr'] }),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow({ locale: 'fr' });
    await flow.start();
    expect(requested.filter((f) => f.startsWith('email'))).toEqual(['email-fr.html', 'email.html']);
    expect(flow.$state.get().screen).toEqual(EMAIL_SCREEN);
  });

  it('does not ask for a locale the flow does not target', async () => {
    h = harness();
    const requested = serveContent({
      'config.json': projectConfig({ targetLocales: ['fr'] }),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    flowApi('start', [screenAnswer('email')]);
    await h.flow({ locale: 'es' }).start();
    expect(requested.filter((f) => f.startsWith('email'))).toEqual(['email.html']);
  });

  it('animates forward or back by step id order', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'a.html': screenDoc('a'),
      'b.html': screenDoc('b'),
      'c.html': screenDoc('c'),
    });
    flowApi('start', [screenAnswer('a', '2')]);
    const next = flowApi('next', [screenAnswer('b', '1.3'), screenAnswer('c', '1.10')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().direction).toBe('forward');
    await flow.press('submit');
    expect(flow.$state.get()).toMatchObject({ screenId: 'b', direction: 'back' });
    await flow.press('submit');
    expect(flow.$state.get()).toMatchObject({ screenId: 'c', direction: 'forward' });
    expect(next).toHaveLength(2);
  });

  it('fails with "No screen was found to show" for a screen that cannot be read', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      // A page the content reader refuses (nested deeper than it reads).
      'email.html': `${'<descope-container>'.repeat(80)}${'</descope-container>'.repeat(80)}`,
    });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_SCREEN', message: 'No screen was found to show' },
    });
    expect(messages(flow)).toContain('No screen was found to show');
  });

  it('fails with "No screen was found to show" for a missing screen document', async () => {
    h = harness();
    serveContent({ 'config.json': projectConfig(), 'theme.json': THEME });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('failed');
    expect(messages(flow)).toEqual(['No screen was found to show']);
  });
});

describe('submit', () => {
  async function onEmailScreen(replies: Parameters<typeof flowApi>[1]) {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
      'code.html': screenDoc('code'),
    });
    flowApi('start', [screenAnswer('email', '1')]);
    const next = flowApi('next', replies);
    const flow = h.flow();
    await flow.start();
    return { flow, next };
  }

  it('validates first, keeps the messages in the form, focuses the first and sends nothing', async () => {
    const { flow, next } = await onEmailScreen([screenAnswer('code', '2')]);
    flow.setValue('email', 'nope');
    await flow.press('submit');
    expect(flow.$form.get()).toMatchObject({
      values: { email: 'nope', origin: 'web' },
      errors: { email: 'Please enter a valid email address' },
      focus: { name: 'email' },
      submitting: false,
    });
    expect(next).toHaveLength(0);
    expect(flow.$state.get().status).toBe('screen');
    flow.setValue('email', 'nope2');
    expect(flow.$form.get().errors).toEqual({});
  });

  it('sends next like the provider, hidden values and the page origin, loading while in flight', async () => {
    const { flow, next } = await onEmailScreen([screenAnswer('code', '2')]);
    const statuses: string[] = [];
    const submitting: boolean[] = [];
    const pressed: Array<string | undefined> = [];
    flow.$state.listen((s: FlowState) => statuses.push(s.status));
    flow.$form.listen((form) => {
      submitting.push(form.submitting);
      pressed.push(form.pressed);
    });
    flow.setValue('email', 'ada@example.com');
    // A hidden input's value is the screen's own: a renderer cannot change it.
    flow.setValue('origin', 'forged');
    await flow.press('submit');
    expect(next[0]).toEqual({
      executionId: 'exec-1',
      stepId: '1',
      interactionId: 'submit',
      version: 1,
      componentsVersion: '1.0.0',
      input: { origin: ORIGIN, email: 'ada@example.com' },
      isCustomScreen: false,
    });
    expect(Object.keys(next[0]!).sort()).toEqual(Object.keys(captured('core.flow.next')).sort());
    expect(statuses[0]).toBe('loading');
    expect(submitting).toContain(true);
    // The form names the interaction in flight (a renderer shows progress on that button).
    expect(pressed).toContain('submit');
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'code', stepId: '2' });
    expect(flow.$form.get()).toMatchObject({ screenId: 'code', values: {}, submitting: false });
    expect(flow.$form.get().pressed).toBeUndefined();
  });

  it('ignores presses while a submit is in flight', async () => {
    const { flow, next } = await onEmailScreen([screenAnswer('code', '2')]);
    flow.setValue('email', 'ada@example.com');
    await Promise.all([flow.press('submit'), flow.press('submit'), flow.pressEnter()]);
    expect(next).toHaveLength(1);
  });

  it('skips validation for a noValidate button', async () => {
    const { flow, next } = await onEmailScreen([screenAnswer('code', '2')]);
    await flow.press('back');
    expect(next[0]).toMatchObject({ interactionId: 'back', input: { origin: ORIGIN } });
  });

  it('keeps the server errorText in screenState and the typed values in the form', async () => {
    const { flow } = await onEmailScreen([
      screenAnswer('email', '1', { errorText: 'Too many attempts' }),
    ]);
    flow.setValue('email', 'ada@example.com');
    await flow.press('submit');
    expect(flow.$state.get()).toMatchObject({
      status: 'screen',
      screenId: 'email',
      screenState: { errorText: 'Too many attempts' },
    });
    expect(flow.$form.get().values).toMatchObject({ email: 'ada@example.com' });
  });

  it('stays on the screen with the error, values kept, when the request fails', async () => {
    const { flow } = await onEmailScreen([
      reply({ errorCode: 'E1', errorDescription: 'Server down' }, 503),
    ]);
    flow.setValue('email', 'ada@example.com');
    await flow.press('submit');
    expect(flow.$state.get()).toMatchObject({
      status: 'screen',
      screenId: 'email',
      screenState: { errorText: 'Server down' },
      error: { code: 'E1', status: 503 },
    });
    expect(flow.$form.get()).toMatchObject({
      values: { email: 'ada@example.com' },
      submitting: false,
    });
    expect(messages(flow)).toEqual(['Server down']);
  });

  it('logs a flow error carried in the answer and keeps it in state', async () => {
    const { flow } = await onEmailScreen([
      {
        ...screenAnswer('email', '1', { errorText: 'Wrong code' }),
        error: { code: 'E061102', description: 'Invalid code', message: 'try again' },
      },
    ]);
    flow.setValue('email', 'ada@example.com');
    await flow.press('submit');
    expect(flow.$state.get()).toMatchObject({
      status: 'screen',
      error: { code: 'E061102', message: 'Invalid code: try again' },
      screenState: { errorText: 'Wrong code' },
    });
    expect(flow.$log.get()).toMatchObject([{ level: 'error', message: 'Invalid code: try again' }]);
  });

  it('starts a screen from the server form values and each input value', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'profile.html': screenDoc('profile', [
        input('name'),
        input('email', { inputType: 'email', value: 'default@example.com' }),
        input('terms', { inputType: 'checkbox' }),
        button('submit'),
      ]),
    });
    flowApi('start', [screenAnswer('profile', '1', { form: { name: 'Ada', terms: 'true' } })]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$form.get()).toMatchObject({
      screenId: 'profile',
      values: { name: 'Ada', email: 'default@example.com', terms: true },
    });
  });

  it('ignores values for inputs the screen does not have, and presses with no screen', async () => {
    h = harness();
    const flow = h.flow();
    flow.setValue('email', 'x');
    await flow.press('submit');
    await flow.pressEnter();
    expect(flow.$form.get()).toEqual({ values: {}, errors: {}, submitting: false });
  });
});

describe('passcode', () => {
  const CODE_SCREEN = screenDoc('code', [
    input('code', {
      id: 'code-input',
      inputType: 'passcode',
      digits: 6,
      autoSubmit: true,
      required: true,
    }),
    button('verify'),
    button('resend', { variant: 'link', noValidate: true }),
  ]);

  async function onCodeScreen(replies: Parameters<typeof flowApi>[1]) {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'code.html': CODE_SCREEN,
      'done.html': screenDoc('done'),
    });
    flowApi('start', [screenAnswer('code', '1')]);
    const next = flowApi('next', replies);
    const flow = h.flow();
    await flow.start();
    return { flow, next };
  }

  /** Type a code one digit at a time, as the boxes report it. */
  const typeCode = (flow: FlowInstance, code: string) => {
    for (let i = 1; i <= code.length; i++) flow.setValue('code', code.slice(0, i));
  };

  it('submits once when the code becomes complete, with itself (its id) as the interaction', async () => {
    const { flow, next } = await onCodeScreen([screenAnswer('done', '2')]);
    typeCode(flow, '123456');
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ interactionId: 'code-input', input: { code: '123456' } });
  });

  it('submits itself even when no Enter button resolves, and by its name without an id', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      // Two button-type buttons and no auto-submit one: Enter presses nothing here.
      'code.html': screenDoc('code', [
        input('otp', { inputType: 'passcode', digits: 4, autoSubmit: true }),
        button('verify'),
        button('other'),
      ]),
      'done.html': screenDoc('done'),
    });
    flowApi('start', [screenAnswer('code', '1')]);
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = h.flow();
    await flow.start();
    expect(enterButtonOf(flow.$state.get().screen)).toBeUndefined();
    await flow.pressEnter();
    expect(next).toHaveLength(0);
    for (const typed of ['1', '12', '123', '1234']) flow.setValue('otp', typed);
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ interactionId: 'otp', input: { otp: '1234', origin: ORIGIN } });
  });

  it('a passcode without autoSubmit never submits by itself', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'code.html': screenDoc('code', [
        input('otp', { inputType: 'passcode', digits: 4 }),
        button('verify'),
      ]),
    });
    flowApi('start', [screenAnswer('code', '1')]);
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = h.flow();
    await flow.start();
    flow.setValue('otp', '1234');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(next).toHaveLength(0);
  });

  it('after a wrong code empties the boxes, asks for focus, and submits the next code once', async () => {
    const { flow, next } = await onCodeScreen([
      screenAnswer('code', '1', { errorText: 'Wrong code' }),
      screenAnswer('done', '2'),
    ]);
    typeCode(flow, '111111');
    await vi.waitFor(() => expect(next).toHaveLength(1));
    await vi.waitFor(() => expect(flow.$form.get().submitting).toBe(false));
    expect(flow.$form.get()).toMatchObject({ values: { code: '' }, focus: { name: 'code' } });
    expect(flow.$state.get().screenState?.errorText).toBe('Wrong code');

    // Typing the next code digit by digit submits exactly once, with the digits typed.
    typeCode(flow, '222222');
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(next).toHaveLength(2);
    expect(next[1]).toMatchObject({ input: { code: '222222' } });
  });

  it('does not submit again when a digit of a complete code changes', async () => {
    const { flow, next } = await onCodeScreen([screenAnswer('done', '2')]);
    flow.setValue('code', '123456');
    flow.setValue('code', '123457');
    flow.setValue('code', '123456');
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ input: { code: '123456' } });
  });

  it('takes the 12 digits that boxes hold for a flow asking for 20 (one length rule)', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'code.html': screenDoc('code', [
        input('code', { inputType: 'passcode', digits: 20, required: true }),
        button('verify'),
      ]),
      'done.html': screenDoc('done'),
    });
    flowApi('start', [screenAnswer('code', '1')]);
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = h.flow();
    await flow.start();
    const node = inputsOf(flow.$state.get().screen)[0];
    expect(node && passcodeLength(node)).toBe(12);
    flow.setValue('code', '123456789012');
    await flow.press('verify');
    expect(flow.$form.get().errors).toEqual({});
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(next[0]).toMatchObject({ input: { code: '123456789012' } });
  });

  it('keeps other values when a code is refused', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'code.html': screenDoc('code', [
        input('email', { inputType: 'email' }),
        input('code', { inputType: 'passcode', digits: 4 }),
        button('verify'),
      ]),
    });
    flowApi('start', [screenAnswer('code', '1')]);
    flowApi('next', [reply({ errorCode: 'E062110', errorDescription: 'Wrong code' }, 401)]);
    const flow = h.flow();
    await flow.start();
    flow.setValue('email', 'ada@example.com');
    flow.setValue('code', '1234');
    await flow.press('verify');
    expect(flow.$form.get().values).toEqual({ email: 'ada@example.com', code: '' });
  });
});

describe('passkey buttons without WebAuthn', () => {
  const PASSKEY_SCREEN = screenDoc('welcome', [
    input('email'),
    button('continue', { autoSubmit: true }),
    button('passkey', { variant: 'secondary', buttonType: 'biometrics' }),
  ]);
  async function onWelcome() {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'welcome.html': PASSKEY_SCREEN,
    });
    flowApi('start', [screenAnswer('welcome')]);
    const next = flowApi('next', [screenAnswer('welcome', '2')]);
    const flow = h.flow();
    await flow.start();
    return { flow, next };
  }
  afterEach(() => {
    Reflect.deleteProperty(window, 'PublicKeyCredential');
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('are disabled, and a press of one is ignored', async () => {
    const { flow, next } = await onWelcome();
    expect(flow.$disabled.get()).toEqual(['passkey']);
    await flow.press('passkey');
    expect(next).toHaveLength(0);
    await flow.press('continue');
    expect(next).toHaveLength(1);
  });

  it('are enabled where the browser has WebAuthn', async () => {
    Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, value: {} });
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { create: () => {}, get: () => {} },
    });
    const { flow } = await onWelcome();
    expect(flow.$disabled.get()).toEqual([]);
  });
});

describe('restart', () => {
  it('starts a failed flow again, with a new start call, after start() did nothing more', async () => {
    h = harness();
    const requested = serveContent({});
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('failed');
    await flow.start();
    expect(requested.filter((file) => file === 'config.json')).toHaveLength(1);

    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email')]);
    await flow.restart();
    expect(start).toHaveLength(1);
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'email' });
  });

  it('abandons the running attempt: its late answer changes nothing', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
      'late.html': screenDoc('late'),
    });
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let starts = 0;
    server.use(
      http.post(`${BASE_URL}/v1/flow/start`, async () => {
        starts += 1;
        if (starts === 1) await gate;
        return HttpResponse.json(screenAnswer(starts === 1 ? 'late' : 'email'));
      }),
    );
    const flow = h.flow();
    const first = flow.start();
    await vi.waitFor(() => expect(starts).toBe(1));
    await flow.restart();
    release();
    await first;
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'email' });
  });

  it('does nothing once destroyed', async () => {
    h = harness();
    const requested = serveContent({});
    const flow = h.flow();
    flow.destroy();
    await flow.start();
    await flow.restart();
    expect(requested).toHaveLength(0);
    expect(flow.$state.get().status).toBe('loading');
  });
});

describe('spec 001 §8 errors', () => {
  it("logs 'Cannot get config file' with the hint when config.json is missing", async () => {
    h = harness();
    serveContent({ 'theme.json': THEME });
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_CONFIG', message: 'Cannot get config file' },
    });
    expect(flow.$log.get()).toMatchObject([
      {
        level: 'error',
        message: 'Cannot get config file',
        detail: expect.stringMatching(/projectId and flowId/),
      },
    ]);
  });

  it("logs 'Cannot get config file' when the flow id is not in the config", async () => {
    h = harness();
    serveContent({ 'config.json': projectConfig({}, 'other-flow'), 'theme.json': THEME });
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('failed');
    expect(messages(flow)).toEqual(['Cannot get config file']);
  });

  it('refuses a flows version newer than supported', async () => {
    h = harness();
    serveContent({ 'config.json': projectConfig({ version: 2 }), 'theme.json': THEME });
    const start = flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_VERSION' },
    });
    expect(messages(flow)).toEqual(['This SDK version does not support your flows version']);
    expect(start).toHaveLength(0);
  });

  it("logs 'Cannot fetch theme file' as a warning and goes on", async () => {
    h = harness();
    serveContent({ 'config.json': projectConfig(), 'email.html': EMAIL_SCREEN });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('screen');
    expect(flow.$state.get().theme).toBeUndefined();
    expect(flow.$log.get()).toMatchObject([{ level: 'warn', message: 'Cannot fetch theme file' }]);
  });

  it("logs 'No screen was found to show' for an answer without a known action", async () => {
    h = harness();
    serveContent({ 'config.json': projectConfig(), 'theme.json': THEME });
    flowApi('start', [{ executionId: 'e', stepId: '1', status: 'running', action: 'none' }]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({ status: 'failed', error: { code: 'E_FLOW_ACTION' } });
    expect(messages(flow)).toEqual(['No screen was found to show']);
  });

  it('fails with the server error when start is refused', async () => {
    h = harness();
    serveContent({ 'config.json': projectConfig(), 'theme.json': THEME });
    flowApi('start', [reply({ errorCode: 'E102004', errorDescription: 'Flow not found' }, 400)]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { kind: 'http', code: 'E102004', message: 'Flow not found' },
    });
    expect(messages(flow)).toEqual(['Flow not found']);
  });

  it('fails (never throws) when the content host is unreachable', async () => {
    h = harness();
    server.use(http.get(`${CONTENT}/:file`, () => HttpResponse.error()));
    const flow = h.flow();
    await expect(flow.start()).resolves.toBeUndefined();
    expect(flow.$state.get().status).toBe('failed');
    expect(messages(flow)).toEqual(['Cannot fetch theme file', 'Cannot get config file']);
  });

  it("loads content through the client's HTTP layer: its fetch, and its deadline", async () => {
    const seen: string[] = [];
    const client = createClient({
      projectId: PROJECT_ID,
      baseUrl: BASE_URL,
      storage: memoryStorage(),
      timeout: 100,
      fetch: (input, init) => {
        seen.push(new Request(input, init).url);
        return globalThis.fetch(input, init);
      },
    });
    // config.json answers its headers, then never finishes its body.
    server.use(
      http.get(
        `${CONTENT}/config.json`,
        () => new HttpResponse(new ReadableStream({ start() {} }), { status: 200 }),
      ),
    );
    serveContent({ 'theme.json': THEME });
    const flow = createFlow(client, { flowId: FLOW_ID, storage: memoryStorage() });
    await flow.start();
    expect(seen).toEqual([`${CONTENT}/config.json`, `${CONTENT}/theme.json`]);
    expect(flow.$state.get()).toMatchObject({ status: 'failed', error: { code: 'E_FLOW_CONFIG' } });
    flow.destroy();
    client.destroy();
  });

  it('serves content from contentBaseUrl when given', async () => {
    h = harness();
    const other = 'http://content.test';
    server.use(
      http.get(`${other}/pages/:pid/v2-beta/:file`, ({ params }) => {
        if (params.file === 'config.json') return HttpResponse.json(projectConfig());
        if (params.file === 'email.html') return HttpResponse.json(EMAIL_SCREEN);
        return HttpResponse.json({ theme: 'other' });
      }),
    );
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow({ contentBaseUrl: `${other}/` });
    await flow.start();
    expect(flow.$state.get()).toMatchObject({ status: 'screen', theme: { theme: 'other' } });
  });

  it('shows the first screen in the look of theme.json and the cssTemplate, computed once', async () => {
    h = harness();
    const theme = {
      light: { globals: '[data-theme="light"] { --descope-colors-primary-main: #2f5bd3; }' },
    };
    const cssTemplate = {
      dark: { fonts: [{ family: 'Lora', url: 'https://fonts.example/lora.css' }] },
    };
    serveContent({
      'config.json': { ...projectConfig(), cssTemplate },
      'theme.json': theme,
      'email.html': EMAIL_SCREEN,
    });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    const shown: FlowState[] = [];
    flow.$state.listen((state) => {
      if (state.status === 'screen') shown.push(state);
    });
    await flow.start();
    const look = {
      vars: { '--gh-light-primary': '#2f5bd3', '--gh-dark-font-family': '"Lora", sans-serif' },
      stylesheets: {
        os: ['https://fonts.example/lora.css'],
        light: [],
        dark: ['https://fonts.example/lora.css'],
      },
    };
    // The look is there from the first screen on: no screen is ever shown without it.
    expect(shown[0]).toMatchObject({ look });
    expect(flow.$state.get()).toMatchObject({ theme, cssTemplate, look });
  });

  it('has no look without theme.json or a cssTemplate', async () => {
    h = harness();
    const { cssTemplate: _, ...config } = projectConfig();
    serveContent({ 'config.json': config, 'email.html': EMAIL_SCREEN });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('screen');
    expect(flow.$state.get().look).toBeUndefined();
  });
});

describe('prepareScreens: a renderer whose code for a screen loads on demand', () => {
  const content = () =>
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
      'code.html': screenDoc('code', [input('code', { inputType: 'passcode' })]),
    });

  it('shows each screen once its code has loaded, never before', async () => {
    h = harness();
    content();
    flowApi('start', [screenAnswer('email')]);
    flowApi('next', [screenAnswer('code', '2')]);
    const flow = h.flow();
    const loads: Array<{ id: string; done(): void }> = [];
    flow.prepareScreens(
      (screen) => new Promise<void>((done) => loads.push({ id: screen.id, done })),
    );
    const started = flow.start();
    await vi.waitFor(() => expect(loads.map(({ id }) => id)).toEqual(['email']));
    expect(flow.$state.get().status).toBe('loading');
    loads[0]?.done();
    await started;
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'email' });

    flow.setValue('email', 'ada@example.com');
    const pressed = flow.press('submit');
    await vi.waitFor(() => expect(loads.map(({ id }) => id)).toEqual(['email', 'code']));
    // The screen before stays, busy, while the next one's code loads.
    expect(flow.$state.get()).toMatchObject({ status: 'loading', screenId: 'email' });
    loads[1]?.done();
    await pressed;
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'code' });
  });

  it('fails the flow with E_FLOW_CODE when the code cannot load', async () => {
    h = harness();
    content();
    flowApi('start', [screenAnswer('code')]);
    const flow = h.flow();
    flow.prepareScreens(() => Promise.reject(new TypeError('Failed to fetch')));
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: {
        kind: 'network',
        code: 'E_FLOW_CODE',
        message: 'Cannot load the flow code',
        description: 'code',
      },
    });
    expect(messages(flow)).toEqual(['Cannot load the flow code']);
  });

  it('shows screens at once without one, or once it is removed', async () => {
    h = harness();
    content();
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    const prepare = vi.fn();
    flow.prepareScreens(prepare);
    flow.prepareScreens(undefined);
    await flow.start();
    expect(prepare).not.toHaveBeenCalled();
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'email' });
  });
});

describe('fingerprint in the flow', () => {
  it('sends fpData {vsid, vrid} on start and next when the flow enables it', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig({ fingerprintEnabled: true, fingerprintKey: 'fp-key' }),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email')]);
    const next = flowApi('next', [screenAnswer('email', '2')]);
    const loadFingerprint = vi.fn(async () => ({ requestId: 'req-1' }));
    const flow = h.flow({ loadFingerprint });
    await flow.start();
    await flow.press('back');
    expect(loadFingerprint).toHaveBeenCalledWith('fp-key', expect.any(String));
    const fpData = { vsid: expect.stringMatching(/^.{27}$/), vrid: 'req-1' };
    expect(start[0]).toMatchObject({ fpData });
    expect(next[0]).toMatchObject({ fpData });
  });

  it('goes on without fingerprinting when the agent is blocked', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig({ fingerprintEnabled: true, fingerprintKey: 'fp-key' }),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email')]);
    const loadFingerprint = vi.fn(async () => {
      throw new Error('Blocked by CSP');
    });
    const flow = h.flow({ loadFingerprint });
    await flow.start();
    expect(loadFingerprint).toHaveBeenCalledTimes(1);
    expect(start[0]).not.toHaveProperty('fpData');
    expect(flow.$log.get()).toMatchObject([
      { level: 'warn', message: 'Could not load fingerprint' },
    ]);
    expect(flow.$state.get().status).toBe('screen');
  });
});
