import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  button,
  EMAIL_SCREEN,
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

// The engine's chunks (the theme's reader, the URL's reader, fingerprinting, the SAML form, the
// passkey step, passkey autofill, One Tap, componentsConfig's step) as a failed deploy or a dropped connection leaves
// them: each import rejects. The flow never hangs or throws: it ends in a clear state, or goes
// on where the chunk was optional, with the failure in its log.

vi.mock('./theme', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./url-intake', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./load-form', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./passkey-step', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./autofill', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./one-tap', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./fingerprint', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./state/components-config', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const setUrl = (search: string) => window.history.replaceState(null, '', `/login${search}`);

let h: Harness;
beforeEach(() => {
  setUrl('');
  h = harness();
});
afterEach(() => h.cleanup());

describe('a chunk that fails to load', () => {
  it('theme: the error is logged and the screen shows in the default look', async () => {
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    flowApi('start', [screenAnswer('email')]);
    const flow = h.flow();
    await flow.start();
    const state = flow.$state.get();
    expect(state).toMatchObject({ status: 'screen', screenId: 'email', theme: THEME });
    expect(state.look).toBeUndefined();
    expect(flow.$log.get()).toMatchObject([
      { level: 'error', message: 'Cannot load the flow code: theme' },
    ]);
  });

  it('URL parameters: the flow fails with E_FLOW_CODE, and "Try again" starts afresh', async () => {
    setUrl('?descope-login-flow=exec-9_3&t=tok');
    serveContent({ 'config.json': projectConfig(), 'email.html': EMAIL_SCREEN });
    const start = flowApi('start', [screenAnswer('email')]);
    const next = flowApi('next', [screenAnswer('email', '4')]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: {
        kind: 'network',
        code: 'E_FLOW_CODE',
        message: 'Cannot load the flow code',
        description: 'url-intake',
      },
    });
    expect(next).toHaveLength(0);
    await flow.restart();
    expect(start).toHaveLength(1);
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'email' });
  });

  it('fingerprint: a warning, and the flow goes on without fpData', async () => {
    serveContent({
      'config.json': projectConfig({ fingerprintEnabled: true, fingerprintKey: 'fp-key' }),
      'email.html': EMAIL_SCREEN,
    });
    const start = flowApi('start', [screenAnswer('email')]);
    const loadFingerprint = vi.fn(async () => ({ requestId: 'req-1' }));
    const flow = h.flow({ loadFingerprint });
    await flow.start();
    expect(loadFingerprint).not.toHaveBeenCalled();
    expect(start[0]).not.toHaveProperty('fpData');
    expect(flow.$log.get()).toMatchObject([
      { level: 'warn', message: 'Cannot fetch theme file' },
      { level: 'error', message: 'Cannot load the flow code: theme' },
      { level: 'warn', message: 'Could not load fingerprint' },
    ]);
    expect(flow.$state.get().status).toBe('screen');
  });

  it('componentsConfig: needed only by a screen with a config, which then fails with E_FLOW_CODE', async () => {
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
    flowApi('start', [screenAnswer('email')]);
    flowApi('next', [
      screenAnswer('email', '2', { componentsConfig: { email: { label: 'Work email' } } }),
    ]);
    const flow = h.flow();
    await flow.start();
    // Without a config anywhere, the step's code is never asked for.
    expect(flow.$state.get().status).toBe('screen');
    flow.setValue('email', 'ada@example.com');
    await flow.press('submit');
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_CODE', description: 'components-config' },
    });
  });

  it('SAML form: the flow fails with E_FLOW_CODE, and no form is posted', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    serveContent({ 'config.json': projectConfig(), 'theme.json': THEME });
    const samlIdpResponse = { url: 'https://sp.test/acs', samlResponse: 'PHNhbWw+' };
    flowApi('start', [
      {
        executionId: 'exec-1',
        stepId: '1',
        status: 'running',
        action: 'loadForm',
        samlIdpResponse,
      },
    ]);
    const flow = h.flow();
    await flow.start();
    expect(submit).not.toHaveBeenCalled();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_CODE', description: 'load-form' },
    });
  });

  it('passkey step: the flow fails with E_FLOW_CODE instead of waiting for ever', async () => {
    serveContent({ 'config.json': projectConfig(), 'theme.json': THEME });
    flowApi('start', [
      {
        executionId: 'exec-1',
        stepId: '1',
        status: 'running',
        action: 'webauthnGet',
        webauthn: { transactionId: 't1', options: '{}' },
      },
    ]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get()).toMatchObject({
      status: 'failed',
      error: { code: 'E_FLOW_CODE', description: 'passkey-step' },
    });
  });

  it('passkey autofill and One Tap: logged, and their screen works on without them', async () => {
    const screenWithFeatures = screenDoc('email', [
      input('email', { autoComplete: 'username webauthn' }),
      { type: 'oneTap', id: 'onetap' },
      button('submit'),
    ]);
    serveContent({ 'config.json': projectConfig(), 'email.html': screenWithFeatures });
    flowApi('start', [screenAnswer('email')]);
    const next = flowApi('next', [screenAnswer('email', '2')]);
    const flow = h.flow();
    await flow.start();
    await vi.waitFor(() =>
      expect(messages(flow)).toEqual(
        expect.arrayContaining([
          'Cannot load the flow code: autofill',
          'Cannot load the flow code: one-tap',
        ]),
      ),
    );
    flow.setValue('email', 'ada');
    await flow.press('submit');
    expect(next).toHaveLength(1);
  });
});
