import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  flowApi,
  type Harness,
  harness,
  input,
  messages,
  projectConfig,
  screenAnswer,
  screenDoc,
  serveContent,
  THEME,
} from '../test/flow';
import { capture } from '../test/msw';
import { assertion, b64, GET_OPTIONS, useFakeCredentials } from '../test/webauthn';
import type { FlowInstance } from './types';

// Passkey autofill (conditional UI) through the real engine: the browser's credential step is
// faked, the requests go through the client to msw.

const ORIGIN = window.location.origin;
const SIGN_IN = screenDoc('sign-in', [
  input('email', {
    id: 'email-field',
    inputType: 'email',
    required: true,
    autoComplete: 'username webauthn',
  }),
  button('continue', { autoSubmit: true }),
  button('passkey', { variant: 'secondary', buttonType: 'biometrics' }),
  button('back', { variant: 'link', noValidate: true }),
]);
const PLAIN = screenDoc('plain', [input('email', { autoComplete: 'email' }), button('continue')]);

let h: Harness;
const credentials = useFakeCredentials();

/** The browser's answers to the conditional-UI questions. */
function browserSupport(conditional: boolean | 'never', platform = true) {
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    value: {
      isConditionalMediationAvailable: () =>
        conditional === 'never' ? new Promise(() => {}) : Promise.resolve(conditional),
      isUserVerifyingPlatformAuthenticatorAvailable: () => Promise.resolve(platform),
    },
  });
}

function content(flow: Parameters<typeof projectConfig>[0] = {}) {
  serveContent({
    'config.json': projectConfig(flow),
    'theme.json': THEME,
    'sign-in.html': SIGN_IN,
    'plain.html': PLAIN,
    'done.html': screenDoc('done'),
  });
}
const startAnswer = () => ({ transactionId: 'tx-auto', options: GET_OPTIONS });

/** A conditional get that stays open until aborted (as the browser's does). */
function pendingGet() {
  credentials.get.mockImplementation(
    (options: CredentialRequestOptions) =>
      new Promise((_, reject) =>
        options.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      ),
  );
}
const conditionalCall = () =>
  credentials.get.mock.calls.find(([options]) => options.mediation === 'conditional')?.[0] as
    | CredentialRequestOptions
    | undefined;

async function onScreen(screenId = 'sign-in', flowConfig = {}): Promise<FlowInstance> {
  content(flowConfig);
  flowApi('start', [screenAnswer(screenId)]);
  const flow = h.flow();
  await flow.start();
  return flow;
}

beforeEach(() => {
  h = harness();
  browserSupport(true);
});
afterEach(() => {
  h.cleanup();
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  vi.useRealTimers();
});

describe('passkey autofill', () => {
  it('starts a discoverable sign-in and a conditional get; a chosen passkey submits as the field', async () => {
    const start = capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    credentials.get.mockResolvedValue(assertion());
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = await onScreen();

    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(start).toHaveLength(1);
    expect(start[0]?.body).toEqual({ loginId: '', origin: ORIGIN });
    const options = conditionalCall();
    expect(options?.mediation).toBe('conditional');
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(options?.publicKey?.allowCredentials).toEqual([]);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      interactionId: 'email-field',
      input: { transactionId: 'tx-auto', origin: ORIGIN },
    });
    const response = JSON.parse(String((next[0]!.input as { response: string }).response));
    expect(response).toMatchObject({ id: 'cred', response: { signature: b64('sig') } });
    expect(flow.$log.get()).toEqual([]);
  });

  it('on a start screen shown locally, the chosen passkey starts the flow with the field', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    credentials.get.mockResolvedValue(assertion());
    content({ startScreenId: 'sign-in' });
    const start = flowApi('start', [screenAnswer('done', '2')]);
    const flow = h.flow();
    await flow.start();
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(start[0]).toMatchObject({
      interactionId: 'email-field',
      input: { transactionId: 'tx-auto', origin: ORIGIN },
    });
  });

  it('needs no valid input: the empty required email does not stop it', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    credentials.get.mockResolvedValue(assertion());
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = await onScreen();
    await vi.waitFor(() => expect(next).toHaveLength(1));
    expect(flow.$form.get().errors).toEqual({});
  });

  it('an input without an id submits by its name', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    credentials.get.mockResolvedValue(assertion());
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'x.html': screenDoc('x', [input('username', { autoComplete: 'webauthn' }), button('go')]),
      'done.html': screenDoc('done'),
    });
    flowApi('start', [screenAnswer('x')]);
    const next = flowApi('next', [screenAnswer('done', '2')]);
    await h.flow().start();
    await vi.waitFor(() => expect(next).toHaveLength(1));
    expect(next[0]?.interactionId).toBe('username');
  });

  it('is aborted, silently, when the screen changes', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    pendingGet();
    flowApi('next', [screenAnswer('plain', '2')]);
    const flow = await onScreen();
    await vi.waitFor(() => expect(conditionalCall()).toBeDefined());
    const { signal } = conditionalCall()!;
    await flow.press('back');
    expect(flow.$state.get().screenId).toBe('plain');
    expect(signal?.aborted).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flow.$log.get()).toEqual([]);
  });

  it('is aborted before a passkey button starts its own (modal) ceremony', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    pendingGet();
    let conditionalAbortedFirst: boolean | undefined;
    const next = flowApi('next', [
      {
        executionId: 'exec-1',
        stepId: '3',
        status: 'running',
        action: 'webauthnGet',
        webauthn: { transactionId: 'tx-modal', options: GET_OPTIONS },
      },
      screenAnswer('done', '4'),
    ]);
    const flow = await onScreen();
    await vi.waitFor(() => expect(conditionalCall()).toBeDefined());
    const conditional = conditionalCall()!;
    credentials.get.mockImplementation(async () => {
      conditionalAbortedFirst = conditional.signal?.aborted;
      return assertion();
    });
    flow.setValue('email', 'ada@example.com');
    await flow.press('passkey');
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(conditionalAbortedFirst).toBe(true);
    expect(next[1]).toMatchObject({
      interactionId: 'submit',
      input: { transactionId: 'tx-modal' },
    });
  });

  it('is aborted when the flow is destroyed', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    pendingGet();
    const flow = await onScreen();
    await vi.waitFor(() => expect(conditionalCall()).toBeDefined());
    flow.destroy();
    expect(conditionalCall()?.signal?.aborted).toBe(true);
  });

  it('memoises the start for the flow: a second autofill screen reuses its transaction', async () => {
    const start = capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    pendingGet();
    flowApi('next', [screenAnswer('plain', '2'), screenAnswer('sign-in', '3')]);
    const flow = await onScreen();
    await vi.waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(1));
    await flow.press('back');
    flow.setValue('email', 'x');
    await flow.press('continue');
    expect(flow.$state.get().screenId).toBe('sign-in');
    await vi.waitFor(() => expect(credentials.get).toHaveBeenCalledTimes(2));
    expect(start).toHaveLength(1);
  });

  it("logs 'Webauthn start failed' as a warning when the start call fails, and goes on", async () => {
    capture(
      'post',
      '/v1/auth/webauthn/signin/start',
      { errorCode: 'E1', errorDescription: 'Nope' },
      { status: 500 },
    );
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = await onScreen();
    await vi.waitFor(() => expect(flow.$log.get()).toHaveLength(1));
    expect(flow.$log.get()).toMatchObject([
      { level: 'warn', message: 'Webauthn start failed', detail: { status: 500 } },
    ]);
    expect(credentials.get).not.toHaveBeenCalled();
    flow.setValue('email', 'ada@example.com');
    await flow.press('continue');
    expect(next).toHaveLength(1);
  });

  it("logs 'Conditional login failed' for any other error of the browser", async () => {
    capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    credentials.get.mockRejectedValue(new DOMException('bad rp', 'SecurityError'));
    const flow = await onScreen();
    await vi.waitFor(() => expect(messages(flow)).toEqual(['Conditional login failed']));
    expect(flow.$log.get()[0]?.level).toBe('error');
    expect(flow.$state.get().status).toBe('screen');
  });

  it('does nothing where the browser has no conditional mediation', async () => {
    browserSupport(false);
    const start = capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    await onScreen();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(start).toHaveLength(0);
    expect(credentials.get).not.toHaveBeenCalled();
  });

  it('does nothing without a user-verifying platform authenticator', async () => {
    browserSupport(true, false);
    const start = capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    await onScreen();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(start).toHaveLength(0);
  });

  it('does nothing on a screen without a webauthn field', async () => {
    const start = capture('post', '/v1/auth/webauthn/signin/start', startAnswer());
    await onScreen('plain');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(start).toHaveLength(0);
  });
});
