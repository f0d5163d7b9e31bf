import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
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
import { GOOGLE_CLIENT_URL } from './constants';
import type { GoogleAccountsId } from './one-tap';
import type { FlowInstance } from './types';

// One Tap through the real engine. What a browser does with a <script> element (fetch it, run
// it, fire load or error) is stood in for here: a test decides whether the script "loads" and
// what `google.accounts.id` it defines. The Chromium e2e test runs the real thing against the
// emulator's stand-in script.

const ORIGIN = window.location.origin;
const WELCOME = screenDoc('welcome', [
  input('email', { inputType: 'email', required: true }),
  button('continue', { autoSubmit: true }),
  { type: 'oneTap', id: 'oneTap' },
]);

let h: Harness;
let google: {
  initialize: Mock<GoogleAccountsId['initialize']>;
  prompt: Mock<GoogleAccountsId['prompt']>;
  cancel: Mock<GoogleAccountsId['cancel']>;
};
let scripts: HTMLScriptElement[];
let scriptLoads: boolean;

/** The scripts appended to the page "load" (or fail) as `scriptLoads` says. */
function standInScriptLoading() {
  const append = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (!(node instanceof HTMLScriptElement)) return append(node);
    scripts.push(node);
    queueMicrotask(() => {
      if (scriptLoads) {
        (globalThis as { google?: unknown }).google = { accounts: { id: google } };
        node.onload?.(new Event('load'));
      } else {
        node.onerror?.(new Event('error'));
      }
    });
    return node;
  });
}

function content() {
  serveContent({
    'config.json': projectConfig(),
    'theme.json': THEME,
    'welcome.html': WELCOME,
    'done.html': screenDoc('done'),
  });
}

// A page loads a script URL once: each test uses a URL of its own.
let urls = 0;
const freshUrl = () => `https://accounts.test/gsi/client?test=${++urls}`;

async function onWelcome(options = {}): Promise<FlowInstance> {
  content();
  flowApi('start', [screenAnswer('welcome')]);
  const flow = h.flow({ googleClientUrl: freshUrl(), ...options });
  await flow.start();
  return flow;
}

/** The callback One Tap was initialised with: what Google calls when an account is chosen. */
const chooseAccount = (credential: string) =>
  google.initialize.mock.calls[0]![0].callback({ credential });

beforeEach(() => {
  h = harness();
  scripts = [];
  scriptLoads = true;
  google = {
    initialize: vi.fn<GoogleAccountsId['initialize']>(),
    prompt: vi.fn<GoogleAccountsId['prompt']>(),
    cancel: vi.fn<GoogleAccountsId['cancel']>(),
  };
  standInScriptLoading();
});
afterEach(() => {
  h.cleanup();
  Reflect.deleteProperty(globalThis, 'google');
});

describe('One Tap in a flow', () => {
  it('loads the client from the configured URL, gets the client id, initialises with a nonce and prompts', async () => {
    const clientId = capture('get', '/v1/auth/onetap/clientid/google', {
      clientId: 'cid.apps.test',
    });
    await onWelcome({ googleClientUrl: 'http://127.0.0.1:4500/emulator/google/gsi/client' });
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalledTimes(1));
    expect(scripts.map((script) => [script.src, script.async])).toEqual([
      ['http://127.0.0.1:4500/emulator/google/gsi/client', true],
    ]);
    expect(clientId).toHaveLength(1);
    const config = google.initialize.mock.calls[0]?.[0];
    expect(config).toMatchObject({ client_id: 'cid.apps.test', auto_select: false });
    expect(config?.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('loads Google’s own client by default', async () => {
    capture('get', '/v1/auth/onetap/clientid/google', { clientId: 'cid' });
    await onWelcome({ googleClientUrl: undefined });
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalled());
    expect(scripts[0]?.src).toBe(GOOGLE_CLIENT_URL);
    expect(GOOGLE_CLIENT_URL).toBe('https://accounts.google.com/gsi/client');
  });

  it('submits the chosen account as the node: {provider, idToken, nonce}', async () => {
    capture('get', '/v1/auth/onetap/clientid/google', { clientId: 'cid' });
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = await onWelcome();
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalled());
    const nonce = google.initialize.mock.calls[0]?.[0].nonce;
    chooseAccount('id.token.jwt');
    await vi.waitFor(() => expect(flow.$state.get().screenId).toBe('done'));
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({
      interactionId: 'oneTap',
      input: { provider: 'google', idToken: 'id.token.jwt', nonce, origin: ORIGIN },
    });
    // The required email was never asked for: an id token needs no form.
    expect(flow.$form.get().errors).toEqual({});
  });

  it('adds the script to the page once, however many flows prompt', async () => {
    capture('get', '/v1/auth/onetap/clientid/google', { clientId: 'cid' });
    const googleClientUrl = freshUrl();
    await onWelcome({ googleClientUrl });
    await onWelcome({ googleClientUrl });
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalledTimes(2));
    expect(scripts).toHaveLength(1);
  });

  it('asks for the node’s provider', async () => {
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'welcome.html': screenDoc('welcome', [{ type: 'oneTap', id: 'tap', provider: 'acme' }]),
    });
    const clientId = capture('get', '/v1/auth/onetap/clientid/acme', { clientId: 'cid' });
    flowApi('start', [screenAnswer('welcome')]);
    await h.flow({ googleClientUrl: freshUrl() }).start();
    await vi.waitFor(() => expect(clientId).toHaveLength(1));
  });

  it('cancels the prompt when the screen goes', async () => {
    capture('get', '/v1/auth/onetap/clientid/google', { clientId: 'cid' });
    flowApi('next', [screenAnswer('done', '2')]);
    const flow = await onWelcome();
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalled());
    expect(google.cancel).not.toHaveBeenCalled();
    flow.setValue('email', 'ada@example.com');
    await flow.press('continue');
    expect(google.cancel).toHaveBeenCalledTimes(1);
    // A late choice after the screen went submits nothing.
    const late = flowApi('next', [screenAnswer('done', '3')]);
    chooseAccount('late.token');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(late).toHaveLength(0);
  });

  it('cancels the prompt when the flow is destroyed', async () => {
    capture('get', '/v1/auth/onetap/clientid/google', { clientId: 'cid' });
    const flow = await onWelcome();
    await vi.waitFor(() => expect(google.prompt).toHaveBeenCalled());
    flow.destroy();
    expect(google.cancel).toHaveBeenCalledTimes(1);
  });

  it("logs 'Google client script failed to load' when it fails, and the screen stays usable", async () => {
    scriptLoads = false;
    const clientId = capture('get', '/v1/auth/onetap/clientid/google', { clientId: 'cid' });
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = await onWelcome({ googleClientUrl: 'https://blocked.test/gsi/client' });
    await vi.waitFor(() => expect(messages(flow)).toEqual(['Google client script failed to load']));
    expect(flow.$log.get()[0]).toMatchObject({
      level: 'error',
      detail: { url: 'https://blocked.test/gsi/client' },
    });
    expect(clientId).toHaveLength(0);
    flow.setValue('email', 'ada@example.com');
    await flow.press('continue');
    expect(next).toHaveLength(1);
    expect(flow.$state.get().screenId).toBe('done');
  });

  it('never adds a script that is not http(s): it logs the failure and asks for nothing', async () => {
    const clientId = capture('get', '/v1/auth/onetap/clientid/google', { clientId: 'cid' });
    for (const url of ['javascript:alert(1)', 'data:text/javascript,alert(1)']) {
      const flow = await onWelcome({ googleClientUrl: url });
      await vi.waitFor(() =>
        expect(messages(flow)).toEqual(['Google client script failed to load']),
      );
      expect(flow.$log.get()[0]?.detail).toEqual({ url });
      flow.destroy();
    }
    expect(scripts).toEqual([]);
    expect(clientId).toHaveLength(0);
  });

  it('a script that loads without defining google.accounts.id counts as failed', async () => {
    vi.mocked(document.head.appendChild).mockImplementation(<T extends Node>(node: T): T => {
      queueMicrotask(() => (node as unknown as HTMLScriptElement).onload?.(new Event('load')));
      return node;
    });
    const flow = await onWelcome({ googleClientUrl: 'https://other.test/not-google.js' });
    await vi.waitFor(() => expect(messages(flow)).toEqual(['Google client script failed to load']));
  });

  it('logs the server’s error when the client id cannot be had', async () => {
    capture(
      'get',
      '/v1/auth/onetap/clientid/google',
      { errorCode: 'E011003', errorDescription: 'One Tap is not configured' },
      { status: 400 },
    );
    const flow = await onWelcome();
    await vi.waitFor(() => expect(messages(flow)).toEqual(['One Tap is not configured']));
    expect(google.prompt).not.toHaveBeenCalled();
    expect(flow.$state.get().status).toBe('screen');
  });
});
