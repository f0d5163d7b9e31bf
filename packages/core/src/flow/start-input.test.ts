import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { otpOf } from '../auth/of';
import { createClient } from '../client';
import { mgmtOf } from '../mgmt';
import { LAST_DISPLAY_NAME_KEY, LAST_LOGIN_ID_KEY } from '../session/keys';
import { memoryStorage } from '../session/storage';
import {
  EMAIL_SCREEN,
  FLOW_ID,
  flowApi,
  type Harness,
  harness,
  messages,
  projectConfig,
  screenAnswer,
  screenDoc,
  serveContent,
  THEME,
} from '../test/flow';
import { fakeJwt } from '../test/jwt';
import { BASE_URL, capture, PROJECT_ID } from '../test/msw';
import { createFlow } from './engine';

// What a flow start carries besides the typed values (spec 001 §2, §7; the provider's
// component): the URL's IdP-initiated code, its token and login hint, the host's `client`
// values; and where the last user is remembered.

const ORIGIN = window.location.origin;
let h: Harness;

const setUrl = (search: string) => window.history.replaceState(null, '', `/login${search}`);

beforeEach(() => setUrl(''));
afterEach(() => {
  h?.cleanup();
  vi.useRealTimers();
});

function content(flow: Parameters<typeof projectConfig>[0] = {}) {
  serveContent({
    'config.json': projectConfig(flow),
    'theme.json': THEME,
    'email.html': EMAIL_SCREEN,
    'done.html': screenDoc('done'),
  });
}

describe('IdP-initiated and token starts', () => {
  it.each([
    ['?code=c0de', { exchangeCode: 'c0de', idpInitiated: true }],
    ['?descope_idp_initiated=true', { idpInitiated: true }],
    ['?t=tok-1', { token: 'tok-1' }],
    ['?oidc_login_hint=ada%40example.com', { externalId: 'ada@example.com' }],
    [
      '?code=c0de&t=tok-1&oidc_login_hint=ada',
      { exchangeCode: 'c0de', idpInitiated: true, token: 'tok-1', externalId: 'ada' },
    ],
  ])('an immediate start with %s sends it in the start input', async (search, expected) => {
    setUrl(search);
    h = harness();
    content();
    const start = flowApi('start', [screenAnswer('email')]);
    await h.flow().start();
    expect(start).toHaveLength(1);
    expect(start[0]?.input).toEqual(expected);
    // Read once and removed: a reload does not replay them.
    expect(window.location.search).toBe('');
  });

  it('the locally shown start screen sends them with its first submit', async () => {
    setUrl('?code=c0de&t=tok-1');
    h = harness();
    content({ startScreenId: 'email' });
    const start = flowApi('start', [screenAnswer('done', '2')]);
    const flow = h.flow();
    await flow.start();
    expect(start).toHaveLength(0);
    flow.setValue('email', 'ada@example.com');
    await flow.press('submit');
    expect(start).toHaveLength(1);
    expect(start[0]).toMatchObject({
      interactionId: 'submit',
      input: {
        email: 'ada@example.com',
        origin: ORIGIN,
        exchangeCode: 'c0de',
        idpInitiated: true,
        token: 'tok-1',
      },
    });
  });

  it('the idpInitiated condition picks its start, which the server runs with the code', async () => {
    setUrl('?code=c0de');
    h = harness();
    content({
      startScreenId: 'email',
      conditions: [
        { key: 'idpInitiated', operator: 'is-true', met: { interactionId: 'idp' } },
        { key: 'ELSE', met: { screenId: 'email' } },
      ],
    });
    const start = flowApi('start', [screenAnswer('done', '2')]);
    await h.flow().start();
    expect(start[0]).toMatchObject({
      conditionInteractionId: 'idp',
      interactionId: '',
      input: { exchangeCode: 'c0de', idpInitiated: true },
    });
  });

  it('a resumed execution sends the code to next instead, and nothing extra to start', async () => {
    setUrl('?descope-login-flow=E9_3&code=c0de');
    h = harness();
    content();
    const start = flowApi('start', [screenAnswer('email')]);
    const next = flowApi('next', [screenAnswer('done', '4')]);
    await h.flow().start();
    expect(start).toHaveLength(0);
    expect(next[0]).toMatchObject({
      executionId: 'E9',
      stepId: '3',
      interactionId: 'submit',
      input: { exchangeCode: 'c0de', origin: ORIGIN },
    });
    expect(next[0]?.input).not.toHaveProperty('idpInitiated');
  });

  it('a restart begins without the URL values', async () => {
    setUrl('?t=tok-1');
    h = harness();
    content();
    const start = flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    await flow.restart();
    expect(start.map((body) => body.input)).toEqual([{ token: 'tok-1' }, {}]);
  });
});

describe('the host’s client values', () => {
  it('are sent as the start options’ client', async () => {
    h = harness();
    content();
    const start = flowApi('start', [screenAnswer('email')]);
    await h.flow({ client: { plan: 'pro', seats: 3 } }).start();
    expect(start[0]?.options).toMatchObject({ client: { plan: 'pro', seats: 3 } });
  });

  it('default to {}', async () => {
    h = harness();
    content();
    const start = flowApi('start', [screenAnswer('email')]);
    await h.flow().start();
    expect(start[0]?.options).toMatchObject({ client: {} });
  });
});

describe('the last user', () => {
  it('goes where session.lastUser() reads it, though the flow was given other storage', async () => {
    const sessionStorage = memoryStorage();
    const flowStorage = memoryStorage();
    const client = createClient({
      projectId: PROJECT_ID,
      baseUrl: BASE_URL,
      storage: sessionStorage,
      logger: { warn() {} },
    });
    content();
    flowApi('start', [
      {
        executionId: 'E1',
        status: 'completed',
        authInfo: { sessionJwt: fakeJwt() },
        lastAuth: { authMethod: 'magiclink', loginId: 'bo@example.com', name: 'Bo' },
      },
    ]);
    const flow = createFlow(client, { flowId: FLOW_ID, storage: flowStorage });
    await flow.start();
    expect(flow.$state.get().status).toBe('completed');
    expect(client.session.lastUser()).toEqual({ loginId: 'bo@example.com', name: 'Bo' });
    expect(sessionStorage.getItem(LAST_LOGIN_ID_KEY)).toBe('bo@example.com');
    expect(flowStorage.getItem(LAST_LOGIN_ID_KEY)).toBeNull();
    expect(flowStorage.getItem(LAST_DISPLAY_NAME_KEY)).toBeNull();

    // The next flow's start conditions read it there too.
    const start = flowApi('start', [screenAnswer('email')]);
    const again = createFlow(client, { flowId: FLOW_ID, storage: flowStorage });
    await again.start();
    expect(start[0]?.options).toMatchObject({
      lastAuth: { loginId: 'bo@example.com', name: 'Bo' },
    });
    flow.destroy();
    again.destroy();
    client.destroy();
  });
});

describe('spec 001 §5 input checks in the flow’s calls', () => {
  it('an answer without a step id makes the next call an input error on the screen, not a throw', async () => {
    h = harness();
    content();
    flowApi('start', [
      { executionId: 'E1', status: 'running', action: 'screen', screen: { id: 'email' } },
    ]);
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = h.flow();
    await flow.start();
    await expect(flow.press('back')).resolves.toBeUndefined();
    expect(next).toHaveLength(0);
    expect(flow.$state.get()).toMatchObject({
      status: 'screen',
      screenId: 'email',
      error: { kind: 'input', code: 'E_FLOW_INPUT', message: '"stepId" must be a string' },
    });
    expect(messages(flow)).toContain('"stepId" must be a string');
  });
});

describe('project config', () => {
  it("logs 'Could not get components version' when the config has none, and goes on", async () => {
    h = harness();
    const { componentsVersion: _, ...config } = projectConfig();
    serveContent({ 'config.json': config, 'theme.json': THEME, 'email.html': EMAIL_SCREEN });
    const start = flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$log.get()).toMatchObject([
      { level: 'error', message: 'Could not get components version' },
    ]);
    expect(flow.$state.get().status).toBe('screen');
    expect(start[0]).not.toHaveProperty('componentsVersion');
  });

  it('keeps the cssTemplate for the renderer', async () => {
    h = harness();
    const cssTemplate = {
      light: { fonts: { font1: { family: 'Inter', url: 'https://f.test/i.css' } } },
    };
    serveContent({
      'config.json': { ...projectConfig(), cssTemplate },
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().cssTemplate).toEqual(cssTemplate);
  });
});

describe('a component the engine does not know', () => {
  it('survives parsing as an unknown node, is logged by name, and the screen still works', async () => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      // The provider's components this engine does not draw: one the reader does not know
      // (unsupported), one it keeps but no node of ours shows.
      'email.html': `<descope-text-field name="email" label="email"></descope-text-field>
        <descope-recaptcha id="cap" site-key="k"></descope-recaptcha>
        <descope-container><descope-divider></descope-divider>
          <descope-button id="submit" data-type="button">submit</descope-button></descope-container>`,
      'done.html': screenDoc('done'),
    });
    flowApi('start', [screenAnswer('email')]);
    const next = flowApi('next', [screenAnswer('done', '2')]);
    const flow = h.flow();
    await flow.start();
    const { screen } = flow.$state.get();
    expect(flow.$state.get().status).toBe('screen');
    expect(screen?.nodes[1]).toEqual({
      type: 'unknown',
      component: 'descope-recaptcha',
      id: 'cap',
    });
    expect(flow.$log.get()).toMatchObject([
      { level: 'warn', message: 'Unknown component: descope-recaptcha' },
      { level: 'warn', message: 'Unknown component: descope-divider' },
    ]);
    flow.setValue('email', 'ada@example.com');
    await flow.press('submit');
    expect(next).toHaveLength(1);
    expect(flow.$state.get().screenId).toBe('done');
  });
});

describe('fingerprint on every auth request', () => {
  const fingerprinted = () => {
    h = harness();
    content({ fingerprintEnabled: true, fingerprintKey: 'fp-key' });
    flowApi('start', [screenAnswer('email')]);
    return h.flow({ loadFingerprint: async () => ({ requestId: 'req-1' }) });
  };
  const fpData = { vsid: expect.stringMatching(/^.{27}$/), vrid: 'req-1' };

  it('once a flow fingerprints, the client’s auth calls carry fpData too', async () => {
    const flow = fingerprinted();
    await flow.start();
    const otp = capture('post', '/v1/auth/otp/signin/email', { maskedEmail: 'a***@example.com' });
    await otpOf(h.client).signIn.email('ada@example.com');
    expect(otp[0]?.body).toMatchObject({ loginId: 'ada@example.com', fpData });
    // Management calls are not auth requests: nothing is added there.
    const roles = capture('get', '/v1/mgmt/role/all', { roles: [] });
    await mgmtOf(h.client).roles.loadAll();
    expect(roles[0]?.body).toBeUndefined();
  });

  it('stops once the fingerprint is 24 hours old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const flow = fingerprinted();
    await flow.start();
    vi.setSystemTime(Date.now() + 24 * 3600_000 + 1);
    const otp = capture('post', '/v1/auth/otp/signin/email', { maskedEmail: 'a***@example.com' });
    await otpOf(h.client).signIn.email('ada@example.com');
    expect(otp[0]?.body).toMatchObject({ loginId: 'ada@example.com' });
    expect(otp[0]?.body).not.toHaveProperty('fpData');
  });

  it('without fingerprinting, nothing is added', async () => {
    h = harness();
    content();
    flowApi('start', [screenAnswer('email')]);
    await h.flow().start();
    const otp = capture('post', '/v1/auth/otp/signin/email', { maskedEmail: 'a***@example.com' });
    await otpOf(h.client).signIn.email('ada@example.com');
    expect(otp[0]?.body).toMatchObject({ loginId: 'ada@example.com' });
    expect(otp[0]?.body).not.toHaveProperty('fpData');
  });
});
