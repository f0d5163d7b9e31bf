/**
 * The query parameters the provider puts on the app's URL (its own names, from the
 * provider's web component), read once and removed so a reload does not replay them.
 */
export const URL_PARAMS = {
  /** `${executionId}_${stepId}` of a flow to resume. */
  runIds: 'descope-login-flow',
  token: 't',
  code: 'code',
  error: 'err',
  redirectAuthChallenge: 'ra-challenge',
  redirectAuthCallback: 'ra-callback',
  redirectAuthBackupCallback: 'ra-backup-callback',
  redirectAuthInitiator: 'ra-initiator',
  oidcIdpStateId: 'state_id',
  samlIdpStateId: 'saml_idp_state_id',
  samlIdpUsername: 'saml_idp_username',
  descopeIdpInitiated: 'descope_idp_initiated',
  ssoAppId: 'sso_app_id',
  oidcLoginHint: 'oidc_login_hint',
} as const;

export type UrlIntake = {
  executionId?: string;
  stepId?: string;
  token?: string;
  code?: string;
  exchangeError?: string;
  redirectAuth?: { callbackUrl: string; codeChallenge: string; backupCallbackUri?: string };
  /** Set when a mobile app started the flow (its redirects wait for the page to show). */
  redirectAuthInitiator?: string;
  oidcIdpStateId?: string;
  samlIdpStateId?: string;
  samlIdpUsername?: string;
  idpInitiated?: boolean;
  ssoAppId?: string;
  oidcLoginHint?: string;
};

/** Read the provider's parameters from the page URL and remove them with replaceState. */
export function takeUrlParams(): UrlIntake {
  if (typeof window === 'undefined' || !window.location) return {};
  const url = new URL(window.location.href);
  const get = (name: string) => url.searchParams.get(name) || undefined;
  const [executionId, stepId] = (get(URL_PARAMS.runIds) ?? '').split('_');
  const challenge = get(URL_PARAMS.redirectAuthChallenge);
  const callback = get(URL_PARAMS.redirectAuthCallback);
  const intake: UrlIntake = {
    executionId: executionId || undefined,
    stepId: stepId || undefined,
    token: get(URL_PARAMS.token),
    code: get(URL_PARAMS.code),
    exchangeError: get(URL_PARAMS.error),
    redirectAuth:
      challenge && callback
        ? {
            callbackUrl: callback,
            codeChallenge: challenge,
            backupCallbackUri: get(URL_PARAMS.redirectAuthBackupCallback),
          }
        : undefined,
    redirectAuthInitiator: get(URL_PARAMS.redirectAuthInitiator),
    oidcIdpStateId: get(URL_PARAMS.oidcIdpStateId),
    samlIdpStateId: get(URL_PARAMS.samlIdpStateId),
    samlIdpUsername: get(URL_PARAMS.samlIdpUsername),
    idpInitiated: get(URL_PARAMS.descopeIdpInitiated) === 'true' || undefined,
    ssoAppId: get(URL_PARAMS.ssoAppId),
    oidcLoginHint: get(URL_PARAMS.oidcLoginHint),
  };
  const present = Object.values(URL_PARAMS).filter((name) => url.searchParams.has(name));
  if (present.length > 0 && typeof window.history?.replaceState === 'function') {
    for (const name of present) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url.toString());
  }
  return intake;
}
