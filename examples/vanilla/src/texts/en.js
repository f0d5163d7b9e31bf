// The page's own words, in English: the app's section of the catalogue, beside the ones of
// @gatehouse/core that its flow and profile speak (fr.js has the same keys).
export const PAGE_EN = {
  title: 'Gatehouse: vanilla example',
  heading: 'Gatehouse, without a framework',
  loading: 'Loading…',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  /** The sign-in section's name (the flow's screens bring their own titles). */
  signIn: 'Sign in',
  unavailable: 'Sign-in is unavailable: {message}',
  unknownError: 'unknown error',
  account: 'Your account',
  name: 'Name',
  loginId: 'Login id',
  tenants: 'Tenants',
  noTenants: 'none',
  loggedOut: 'Logged out. Sign in again below.',
  /** The section a tenant's admin sees: the user-management and audit widgets. */
  administration: 'Administration',
  administrationUnavailable: 'Administration could not be loaded. Reload the page to try again.',
  /** The headless flow's view (?googleClientUrl=). */
  flowLog: 'Flow log',
  flowUnavailable: 'Sign-in is unavailable',
};
