import type { Messages } from '../message';

/**
 * The profile's account settings (widgets/profile/account/): the authenticator app, the
 * signed-in devices, deleting the account. Loaded with that part, after the profile shows.
 */
export const PROFILE_ACCOUNT_EN = {
  heading: 'Security',
  'totp.label': 'Authenticator app',
  'totp.on': 'Registered',
  'totp.off': 'Not set up',
  'totp.add': 'Set up',
  'totp.reset': 'Replace',
  'totp.remove': 'Remove',
  'totp.addTitle': 'Set up an authenticator app',
  'totp.removeTitle': 'Remove authenticator app',
  'devices.label': 'Signed-in devices',
  'devices.show': 'Show devices',
  'devices.hide': 'Hide devices',
  'devices.loading': 'Loading devices…',
  'devices.failed': 'The devices could not be loaded',
  /** The badge on the sign-in of this session. */
  'devices.current': 'This device',
  'devices.none': 'No sign-ins yet.',
  /** A device: its browser on its system, e.g. "Firefox on macOS". */
  'devices.device': '{browser} on {os}',
  'devices.unknownBrowser': 'A browser',
  'devices.unknownOs': 'an unknown system',
  'devices.unknownPlace': 'Unknown place',
  /** Where and when, e.g. "Paris, FR · 203.0.113.7". */
  'devices.where': '{place} · {ip}',
  'devices.signOutOthers': 'Sign out everywhere else',
  'devices.signedOutOthers': 'Every other device was signed out.',
  'delete.label': 'Account',
  'delete.description': 'Delete {account} and everything in it.',
  'delete.button': 'Delete my account',
  'delete.title': 'Delete my account',
  cancel: 'Cancel',
  close: 'Close',
  done: 'Done',
} satisfies Messages;
