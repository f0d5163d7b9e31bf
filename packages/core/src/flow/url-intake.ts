import { URL_PARAMS } from './url-params';

// The provider's URL parameters read into what a run needs, and removed from the page URL. A
// chunk of its own: the engine loads it only when hasUrlParams() finds some.

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
