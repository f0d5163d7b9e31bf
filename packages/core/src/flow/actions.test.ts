import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_DISPLAY_NAME_KEY, LAST_LOGIN_ID_KEY, REFRESH_KEY } from '../session/keys';
import {
  EMAIL_SCREEN,
  flowApi,
  type Harness,
  harness,
  messages,
  projectConfig,
  reply,
  screenAnswer,
  screenDoc,
  serveContent,
  THEME,
} from '../test/flow';
import { fakeJwt } from '../test/jwt';
import { LAST_AUTH_KEY } from './constants';
import type { FlowInstance } from './types';

let h: Harness;
let flow: FlowInstance;

function content(extra: Record<string, unknown> = {}) {
  serveContent({
    'config.json': projectConfig(),
    'theme.json': THEME,
    'email.html': EMAIL_SCREEN,
    'done.html': screenDoc('done'),
    ...extra,
  });
}
const answer = (action: string, extra: Record<string, unknown> = {}) => ({
  executionId: 'exec-1',
  stepId: '2',
  status: 'running',
  action,
  ...extra,
});

/**
 * Wait for `done` without moving the fake clock (vi.waitFor advances fake timers, which
 * would blur the cadence being measured): yield to real I/O until it holds.
 */
async function settle(done: () => boolean) {
  // Bounded by real time (performance.now is not faked), not by a count of turns: a loaded
  // machine takes more turns to load a chunk or answer a request.
  const deadline = performance.now() + 5_000;
  while (!done() && performance.now() < deadline) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(true);
}

// The screen reader loads on demand the first time a screen shows; loaded here, so that the
// cadence tests (which wait without moving the fake clock) do not wait on a module's transform.
beforeAll(async () => {
  await Promise.all([import('../content/read'), import('../content/map/screen')]);
});

beforeEach(() => {
  window.history.replaceState(null, '', '/login');
  h = harness();
});
afterEach(() => {
  h.cleanup();
  vi.useRealTimers();
});

describe('poll', () => {
  it('polls exactly every 2000 ms until the action changes, then stops', async () => {
    content();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    flowApi('start', [answer('poll')]);
    const next = flowApi('next', [answer('poll'), answer('poll'), screenAnswer('done', '3')]);
    flow = h.flow();
    let updates = 0;
    flow.$state.listen(() => updates++);
    await flow.start();
    expect(flow.$state.get().status).toBe('waiting');
    const t0 = Date.now();

    for (let poll = 1; poll <= 3; poll++) {
      await vi.advanceTimersByTimeAsync(1999);
      expect(next).toHaveLength(poll - 1);
      const before = updates;
      await vi.advanceTimersByTimeAsync(1);
      await settle(() => next.length === poll);
      // The answer has been handled (and the next poll scheduled) once the state moved.
      await settle(() => updates > before);
    }
    await settle(() => flow.$state.get().status === 'screen');
    expect(next.at.map((at) => at - t0)).toEqual([2000, 4000, 6000]);
    expect(next.every((body) => body.interactionId === 'polling')).toBe(true);
    expect(next[0]).toMatchObject({ executionId: 'exec-1', stepId: '2', input: {} });

    await vi.advanceTimersByTimeAsync(10_000);
    expect(next).toHaveLength(3);
    expect(flow.$state.get().screenId).toBe('done');
  });

  it('keeps polling through a transient failure', async () => {
    content();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    flowApi('start', [answer('poll')]);
    const next = flowApi('next', [reply({}, 503), screenAnswer('done', '3')]);
    flow = h.flow();
    await flow.start();
    await vi.advanceTimersByTimeAsync(2000);
    await settle(() => flow.$log.get().length === 1);
    await vi.advanceTimersByTimeAsync(2000);
    await settle(() => flow.$state.get().status === 'screen');
    expect(next).toHaveLength(2);
  });

  it("polls a screen that holds the provider's polling loader, until the answer moves on", async () => {
    content({
      'wait.html': `<descope-text variant="body1">Open the link on any device.</descope-text>
<descope-button id="back" variant="link">Back</descope-button>
<descope-loader-radial data-type="polling"></descope-loader-radial>`,
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The step answers its screen (no `poll` action): the loader alone makes the client poll.
    flowApi('start', [screenAnswer('wait', '2')]);
    const next = flowApi('next', [answer('poll'), screenAnswer('done', '3')]);
    flow = h.flow();
    await flow.start();
    await settle(() => flow.$state.get().screenId === 'wait');
    // The loader is the screen's polling mark, not a component left undrawn.
    expect(flow.$state.get().screen?.nodes.map((node) => node.type)).toEqual(['text', 'button']);
    expect(next).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    await settle(() => next.length === 1);
    await settle(() => flow.$state.get().status === 'waiting');
    await vi.advanceTimersByTimeAsync(2000);
    await settle(() => flow.$state.get().screenId === 'done');
    expect(next.map((body) => body.interactionId)).toEqual(['polling', 'polling']);
    expect(next[0]).toMatchObject({ executionId: 'exec-1', stepId: '2', input: {} });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(next).toHaveLength(2);
  });

  it('destroy stops the poll', async () => {
    content();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    flowApi('start', [answer('poll')]);
    const next = flowApi('next', [answer('poll')]);
    flow = h.flow();
    await flow.start();
    flow.destroy();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(next).toHaveLength(0);
  });
});

describe('redirect', () => {
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  beforeEach(() => {
    assign = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('navigates at once', async () => {
    content();
    flowApi('start', [answer('redirect', { redirect: { url: 'https://idp.test/authorize' } })]);
    flow = h.flow();
    await flow.start();
    expect(assign).toHaveBeenCalledWith('https://idp.test/authorize');
    expect(flow.$state.get()).toMatchObject({
      status: 'waiting',
      redirectTo: 'https://idp.test/authorize',
    });
  });

  it("logs 'Did not get redirect url' without a (safe) url", async () => {
    content();
    flowApi('start', [answer('redirect', { redirect: {} })]);
    flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_REDIRECT' },
    });
    expect(messages(flow)).toEqual(['Did not get redirect url']);

    const other = h.flow();
    flowApi('start', [answer('redirect', { redirect: { url: 'javascript:alert(1)' } })]);
    await other.start();
    expect(messages(other)).toEqual(['Did not get redirect url']);
    expect(assign).not.toHaveBeenCalled();
  });

  it('defers a mobile-initiated redirect while hidden, then goes 300 ms after visible', async () => {
    window.history.replaceState(null, '', '/login?ra-initiator=android');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    content();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    flowApi('start', [answer('redirect', { redirect: { url: 'https://idp.test/a' } })]);
    flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(5000);
    expect(assign).not.toHaveBeenCalled();

    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(299);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('https://idp.test/a');
  });

  it('navigates a mobile-initiated redirect at once when the page is visible', async () => {
    window.history.replaceState(null, '', '/login?ra-initiator=ios');
    content();
    flowApi('start', [answer('redirect', { redirect: { url: 'https://idp.test/b' } })]);
    flow = h.flow();
    await flow.start();
    expect(assign).toHaveBeenCalledWith('https://idp.test/b');
  });

  it('destroy cancels a deferred redirect', async () => {
    window.history.replaceState(null, '', '/login?ra-initiator=android');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    content();
    flowApi('start', [answer('redirect', { redirect: { url: 'https://idp.test/c' } })]);
    flow = h.flow();
    await flow.start();
    flow.destroy();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('webauthn', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64url');
  const buf = (text: string) => new TextEncoder().encode(text).buffer;
  const createOptions = JSON.stringify({
    publicKey: {
      challenge: b64('challenge'),
      rp: { name: 'RP', id: 'localhost' },
      user: { id: b64('U1'), name: 'ada', displayName: 'Ada' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    },
  });
  const getOptions = JSON.stringify({
    publicKey: {
      challenge: b64('challenge'),
      allowCredentials: [{ id: b64('c1'), type: 'public-key' }],
    },
  });
  const credential = (response: Record<string, unknown>) => ({
    id: 'cred',
    rawId: buf('cred'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    getClientExtensionResults: () => ({}),
    response: { clientDataJSON: buf('client'), ...response },
  });
  let credentials: { create: ReturnType<typeof vi.fn>; get: ReturnType<typeof vi.fn> };
  beforeEach(() => {
    credentials = { create: vi.fn(), get: vi.fn() };
    Object.defineProperty(navigator, 'credentials', { value: credentials, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'credentials');
  });

  async function run(action: string, webauthn: Record<string, unknown>) {
    content();
    flowApi('start', [answer(action, { webauthn })]);
    const next = flowApi('next', [screenAnswer('done', '3')]);
    flow = h.flow();
    await flow.start();
    return next;
  }

  it('webauthnCreate: creates a credential and sends it', async () => {
    credentials.create.mockResolvedValue(credential({ attestationObject: buf('att') }));
    const next = await run('webauthnCreate', { transactionId: 'tx', options: createOptions });
    const publicKey = credentials.create.mock.calls[0]?.[0].publicKey;
    expect(new Uint8Array(publicKey.challenge)).toEqual(new Uint8Array(buf('challenge')));
    expect(new Uint8Array(publicKey.user.id)).toEqual(new Uint8Array(buf('U1')));
    expect(next[0]).toMatchObject({ interactionId: 'submit', input: { transactionId: 'tx' } });
    const sent = JSON.parse(String((next[0]!.input as { response: string }).response));
    expect(sent).toMatchObject({
      id: 'cred',
      rawId: b64('cred'),
      type: 'public-key',
      response: { clientDataJSON: b64('client'), attestationObject: b64('att') },
    });
    expect(flow.$state.get()).toMatchObject({
      status: 'screen',
      screenId: 'done',
      webauthnTransactionId: 'tx',
      webauthnOptions: createOptions,
    });
    expect(flow.$log.get()).toEqual([]);
  });

  it('webauthnGet: gets an assertion and sends it', async () => {
    credentials.get.mockResolvedValue(
      credential({ authenticatorData: buf('ad'), signature: buf('sig'), userHandle: buf('U1') }),
    );
    const next = await run('webauthnGet', { transactionId: 'tx', options: getOptions });
    const publicKey = credentials.get.mock.calls[0]?.[0].publicKey;
    expect(new Uint8Array(publicKey.allowCredentials[0].id)).toEqual(new Uint8Array(buf('c1')));
    const sent = JSON.parse(String((next[0]!.input as { response: string }).response));
    expect(sent.response).toEqual({
      clientDataJSON: b64('client'),
      authenticatorData: b64('ad'),
      signature: b64('sig'),
      userHandle: b64('U1'),
    });
  });

  it('InvalidStateError: warns and sends the failure', async () => {
    credentials.create.mockRejectedValue(new DOMException('exists', 'InvalidStateError'));
    const next = await run('webauthnCreate', { transactionId: 'tx', options: createOptions });
    expect(next[0]).toMatchObject({ input: { transactionId: 'tx', failure: 'InvalidStateError' } });
    expect(flow.$log.get()).toMatchObject([{ level: 'warn' }]);
  });

  it('NotAllowedError: silent, sends the failure', async () => {
    credentials.get.mockRejectedValue(new DOMException('cancelled', 'NotAllowedError'));
    const next = await run('webauthnGet', { transactionId: 'tx', options: getOptions });
    expect(next[0]).toMatchObject({ input: { transactionId: 'tx', failure: 'NotAllowedError' } });
    expect(flow.$log.get()).toEqual([]);
  });

  it("any other error: logs 'Webauthn start failed' and sends the failure", async () => {
    credentials.get.mockRejectedValue(new TypeError('boom'));
    const next = await run('webauthnGet', { transactionId: 'tx', options: getOptions });
    expect(next[0]).toMatchObject({ input: { transactionId: 'tx', failure: 'TypeError' } });
    expect(flow.$log.get()).toMatchObject([{ level: 'error', message: 'Webauthn start failed' }]);
  });

  it("logs 'Did not get webauthn transaction id or options' when they are missing", async () => {
    const next = await run('webauthnCreate', { transactionId: 'tx' });
    expect(next).toHaveLength(0);
    expect(credentials.create).not.toHaveBeenCalled();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_WEBAUTHN' },
    });
    expect(messages(flow)).toEqual(['Did not get webauthn transaction id or options']);
  });
});

describe('loadForm', () => {
  it('builds a hidden SAML form and submits it', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    content();
    const samlIdpResponse = {
      url: 'https://sp.test/acs',
      samlResponse: 'PHNhbWw+',
      relayState: 'rs',
    };
    flowApi('start', [answer('loadForm', { samlIdpResponse })]);
    flow = h.flow();
    await flow.start();
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect(form.method.toUpperCase()).toBe('POST');
    expect(form.action).toBe('https://sp.test/acs');
    expect(form.isConnected).toBe(true);
    const fields = Object.fromEntries(
      Array.from(form.querySelectorAll('input')).map((i) => [i.name, [i.type, i.value]]),
    );
    expect(fields).toEqual({ SAMLResponse: ['hidden', 'PHNhbWw+'], RelayState: ['hidden', 'rs'] });
    expect(flow.$state.get()).toMatchObject({
      status: 'waiting',
      samlIdpResponseUrl: 'https://sp.test/acs',
      samlIdpResponseSamlResponse: 'PHNhbWw+',
      samlIdpResponseRelayState: 'rs',
    });
    form.remove();
  });

  it('posts an empty RelayState when the answer has none, as the provider does', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    content();
    const samlIdpResponse = { url: 'https://sp.test/acs', samlResponse: 'PHNhbWw+' };
    flowApi('start', [answer('loadForm', { samlIdpResponse })]);
    flow = h.flow();
    await flow.start();
    expect(submit).toHaveBeenCalledTimes(1);
    const form = submit.mock.contexts[0] as HTMLFormElement;
    const fields = Object.fromEntries(
      Array.from(form.querySelectorAll('input')).map((i) => [i.name, i.value]),
    );
    expect(fields).toEqual({ SAMLResponse: 'PHNhbWw+', RelayState: '' });
    expect(flow.$state.get()).toMatchObject({ status: 'waiting', samlIdpResponseRelayState: '' });
    expect(flow.$log.get()).toEqual([]);
    form.remove();
  });

  it("logs 'Did not get saml idp params data to load' when a field is missing", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    content();
    flowApi('start', [answer('loadForm', { samlIdpResponse: { url: 'https://sp.test/acs' } })]);
    flow = h.flow();
    await flow.start();
    expect(submit).not.toHaveBeenCalled();
    expect(flow.$state.get()).toMatchObject({ status: 'failed', error: { code: 'E_FLOW_SAML' } });
    expect(messages(flow)).toEqual(['Did not get saml idp params data to load']);
  });
});

describe('completed', () => {
  it('sets authInfo, the session adopts it and remembers the user', async () => {
    content();
    const sessionJwt = fakeJwt();
    const refreshJwt = fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 });
    const user = { userId: 'U1', loginIds: ['ada@example.com'], name: 'Ada' };
    flowApi('start', [
      {
        executionId: 'exec-1',
        stepId: '9',
        status: 'completed',
        authInfo: { sessionJwt, refreshJwt, user },
        lastAuth: { authMethod: 'otp' },
      },
    ]);
    flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'completed',
      authInfo: { sessionJwt, refreshJwt, user },
    });
    expect(h.client.session.$state.get()).toMatchObject({
      status: 'authenticated',
      sessionToken: sessionJwt,
    });
    expect(h.storage.getItem(REFRESH_KEY)).toBe(refreshJwt);
    expect(h.client.session.lastUser()).toEqual({ loginId: 'ada@example.com', name: 'Ada' });
    expect(JSON.parse(h.storage.getItem(LAST_AUTH_KEY) ?? '{}')).toEqual({ authMethod: 'otp' });
  });

  it("remembers the answer's lastAuth when authInfo carries no user", async () => {
    content();
    flowApi('start', [
      {
        executionId: 'exec-1',
        status: 'completed',
        authInfo: { sessionJwt: fakeJwt() },
        lastAuth: { authMethod: 'magiclink', loginId: 'bo@example.com', name: 'Bo' },
      },
    ]);
    flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('completed');
    expect(h.storage.getItem(LAST_LOGIN_ID_KEY)).toBe('bo@example.com');
    expect(h.storage.getItem(LAST_DISPLAY_NAME_KEY)).toBe('Bo');
  });
});
