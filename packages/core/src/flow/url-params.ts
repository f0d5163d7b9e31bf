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

/**
 * Whether the page URL carries any of the provider's parameters: the one check made up front,
 * so that their reader (url-intake.ts) is a chunk of its own, loaded only when there are some.
 */
export function hasUrlParams(): boolean {
  if (typeof window === 'undefined' || !window.location) return false;
  const { searchParams } = new URL(window.location.href);
  return Object.values(URL_PARAMS).some((name) => searchParams.has(name));
}
