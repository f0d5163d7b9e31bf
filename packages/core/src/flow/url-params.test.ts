import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  EMAIL_SCREEN,
  flowApi,
  type Harness,
  harness,
  projectConfig,
  screenAnswer,
  serveContent,
  THEME,
} from '../test/flow';
import { takeUrlParams, type UrlIntake } from './url-intake';
import { hasUrlParams, URL_PARAMS } from './url-params';

const setUrl = (search: string) => window.history.replaceState(null, '', `/login${search}`);

describe('takeUrlParams', () => {
  beforeEach(() => setUrl(''));

  const cases: Array<[string, string, Partial<UrlIntake>]> = [
    [URL_PARAMS.runIds, 'exec-9_2.1', { executionId: 'exec-9', stepId: '2.1' }],
    [URL_PARAMS.token, 'tok', { token: 'tok' }],
    [URL_PARAMS.code, 'c0de', { code: 'c0de' }],
    [URL_PARAMS.error, 'denied', { exchangeError: 'denied' }],
    [URL_PARAMS.redirectAuthInitiator, 'android', { redirectAuthInitiator: 'android' }],
    [URL_PARAMS.redirectAuthBackupCallback, 'https://b.test', {}],
    [URL_PARAMS.oidcIdpStateId, 's1', { oidcIdpStateId: 's1' }],
    [URL_PARAMS.samlIdpStateId, 's2', { samlIdpStateId: 's2' }],
    [URL_PARAMS.samlIdpUsername, 'ada', { samlIdpUsername: 'ada' }],
    [URL_PARAMS.descopeIdpInitiated, 'true', { idpInitiated: true }],
    [URL_PARAMS.ssoAppId, 'app-1', { ssoAppId: 'app-1' }],
    [URL_PARAMS.oidcLoginHint, 'ada@example.com', { oidcLoginHint: 'ada@example.com' }],
  ];

  it.each(cases)('reads and removes %s', (name, value, expected) => {
    setUrl(`?keep=1&${name}=${encodeURIComponent(value)}#hash`);
    expect(hasUrlParams()).toBe(true);
    expect(takeUrlParams()).toMatchObject(expected);
    expect(window.location.search).toBe('?keep=1');
    expect(window.location.hash).toBe('#hash');
    expect(window.location.pathname).toBe('/login');
  });

  it('reads redirect auth as {callbackUrl, codeChallenge, backupCallbackUri} and removes it', () => {
    setUrl('?ra-challenge=ch&ra-callback=https%3A%2F%2Fcb.test&ra-backup-callback=bk');
    expect(takeUrlParams().redirectAuth).toEqual({
      callbackUrl: 'https://cb.test',
      codeChallenge: 'ch',
      backupCallbackUri: 'bk',
    });
    expect(window.location.search).toBe('');
  });

  it('leaves the URL alone when none is present', () => {
    setUrl('?a=1');
    expect(hasUrlParams()).toBe(false);
    const before = window.history.length;
    expect(takeUrlParams()).toMatchObject({ executionId: undefined, token: undefined });
    expect(window.location.search).toBe('?a=1');
    expect(window.history.length).toBe(before);
  });
});

describe('URL intake in the flow', () => {
  let h: Harness;
  beforeEach(() => {
    h = harness();
    serveContent({
      'config.json': projectConfig(),
      'theme.json': THEME,
      'email.html': EMAIL_SCREEN,
    });
  });
  afterEach(() => h.cleanup());

  it('resumes the execution in descope-login-flow with a submit: token, exchange values, origin', async () => {
    setUrl('?descope-login-flow=exec-9_3&t=tok&code=c0de&err=oops');
    const start = flowApi('start', [screenAnswer('email')]);
    const next = flowApi('next', [screenAnswer('email', '4')]);
    const flow = h.flow();
    await flow.start();
    expect(start).toHaveLength(0);
    expect([...next]).toEqual([
      {
        executionId: 'exec-9',
        stepId: '3',
        // The provider's component resumes with its own submit interaction, never ''.
        interactionId: 'submit',
        version: 1,
        componentsVersion: '1.0.0',
        input: {
          token: 'tok',
          exchangeCode: 'c0de',
          exchangeError: 'oops',
          origin: window.location.origin,
        },
        isCustomScreen: false,
      },
    ]);
    expect(window.location.search).toBe('');
    expect(flow.$state.get()).toMatchObject({ status: 'screen', stepId: '4' });
  });

  it('sends the identity-provider and redirect-auth values in start options', async () => {
    setUrl(
      '?ra-challenge=ch&ra-callback=cb&state_id=s1&saml_idp_state_id=s2&saml_idp_username=u&sso_app_id=app&oidc_login_hint=hint',
    );
    const start = flowApi('start', [screenAnswer('email')]);
    await h.flow().start();
    expect(start[0]?.options).toMatchObject({
      redirectAuth: { callbackUrl: 'cb', codeChallenge: 'ch' },
      oidcIdpStateId: 's1',
      samlIdpStateId: 's2',
      samlIdpUsername: 'u',
      ssoAppId: 'app',
      oidcLoginHint: 'hint',
      location: `${window.location.origin}/login`,
    });
  });

  it('a restart after a failed resume starts afresh instead of resuming again', async () => {
    setUrl('?descope-login-flow=exec-9_3&t=tok');
    const start = flowApi('start', [screenAnswer('email')]);
    const next = flowApi('next', [
      { body: { errorCode: 'E1', errorDescription: 'Expired' }, status: 401 },
    ]);
    const flow = h.flow();
    await flow.start();
    expect(flow.$state.get().status).toBe('failed');
    await flow.restart();
    expect(next).toHaveLength(1);
    expect(start).toHaveLength(1);
    expect(flow.$state.get()).toMatchObject({ status: 'screen', screenId: 'email' });
  });

  it('does not read the URL with readUrl: false', async () => {
    setUrl('?descope-login-flow=exec-9_3&t=tok');
    const start = flowApi('start', [screenAnswer('email')]);
    await h.flow({ readUrl: false }).start();
    expect(start).toHaveLength(1);
    expect(window.location.search).toBe('?descope-login-flow=exec-9_3&t=tok');
  });
});
