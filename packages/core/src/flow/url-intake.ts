import { navigateWhenVisible } from './navigate-when-visible';
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
  /**
   * What flow start takes from the URL: start options (redirect auth, the identity provider's
   * state, the SSO app, the login hint) and, when no execution is resumed, input (as the
   * provider's component sends them: `exchangeCode` and `idpInitiated` for an identity
   * provider's `code`, `token`, `externalId` for the login hint).
   */
  start?: { options: Record<string, unknown>; input: Record<string, unknown> };
  /** How a redirect navigates when a mobile app started the flow (`navigateWhenVisible`). */
  navigate?: (url: string) => () => void;
};

function startOf(intake: UrlIntake): NonNullable<UrlIntake['start']> {
  const options = {
    redirectAuth: intake.redirectAuth,
    oidcIdpStateId: intake.oidcIdpStateId,
    samlIdpStateId: intake.samlIdpStateId,
    samlIdpUsername: intake.samlIdpUsername,
    ssoAppId: intake.ssoAppId,
    oidcLoginHint: intake.oidcLoginHint,
  };
  const input = intake.executionId
    ? {}
    : {
        ...(intake.code && { exchangeCode: intake.code, idpInitiated: true }),
        ...(intake.idpInitiated && { idpInitiated: true }),
        ...(intake.token && { token: intake.token }),
        ...(intake.oidcLoginHint && { externalId: intake.oidcLoginHint }),
      };
  return { options, input };
}

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
  intake.start = startOf(intake);
  if (intake.redirectAuthInitiator) intake.navigate = navigateWhenVisible;
  const present = Object.values(URL_PARAMS).filter((name) => url.searchParams.has(name));
  if (present.length > 0 && typeof window.history?.replaceState === 'function') {
    for (const name of present) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url.toString());
  }
  return intake;
}
