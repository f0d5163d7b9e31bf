/** The newest flow config `version` this engine understands. */
export const SUPPORTED_FLOW_VERSION = 1;
/** Spec 001 §9. */
export const POLL_INTERVAL_MS = 2000;
export const REDIRECT_RETRY_MS = 300;
export const START_OPTIONS_VERSION = 1;

/** Where Google's sign-in client is loaded from by default (the flow's `googleClientUrl`). */
export const GOOGLE_CLIENT_URL = 'https://accounts.google.com/gsi/client';

/** Interaction ids the engine sends by itself (the provider's names). */
export const POLLING_INTERACTION = 'polling';
export const SUBMIT_INTERACTION = 'submit';

/** Storage keys (the provider's web SDK uses the `dls_` ones too). */
export const AB_TESTING_KEY = 'dls_ab_testing_id';
export const LAST_AUTH_KEY = 'dls_last_auth';

/** The logged texts of spec 001 §8. */
export const MESSAGES = {
  unsupportedVersion: 'This SDK version does not support your flows version',
  noConfig: 'Cannot get config file',
  noConfigHint: 'Make sure that your projectId and flowId are correct',
  noTheme: 'Cannot fetch theme file',
  noRedirectUrl: 'Did not get redirect url',
  noWebauthn: 'Did not get webauthn transaction id or options',
  noSaml: 'Did not get saml idp params data to load',
  noScreen: 'No screen was found to show',
  webauthnFailed: 'Webauthn start failed',
  conditionalFailed: 'Conditional login failed',
  noComponentsVersion: 'Could not get components version',
  unknownComponent: 'Unknown component',
  googleScriptFailed: 'Google client script failed to load',
  webauthnInvalidState: 'Webauthn: the authenticator refused the request (InvalidStateError)',
  fingerprintFailed: 'Could not load fingerprint',
  /** A chunk of the flow's code (loaded on demand) could not be fetched; the detail names it. */
  noCode: 'Cannot load the flow code',
} as const;
