import type { Messages } from '../message';

/** The sign-in flow's own words: its renderer's and its engine's (screens bring their own). */
export const FLOW_EN = {
  loading: 'Loading',
  waiting: 'Waiting…',
  failed: 'Something went wrong. Try again.',
  tryAgain: 'Try again',
  /** A submit that got no answer: the server could not be reached, or did not answer in time. */
  offline: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Try again.',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** A select with nothing chosen. */
  choose: 'Select…',
  countryCode: 'Country code',
  /** Why a passkey button is disabled: the browser has no WebAuthn. */
  passkeyUnavailable: 'Passkeys are not available in this browser',
  /** One box of a passcode. */
  digit: 'Digit {index} of {count}',
  totpImage: 'QR code for your authenticator app',
  totpKey: 'Key:',
  totpLink: 'Open in authenticator app',
  /** A phone input is a country picker and a number: the message speaks of the two. */
  phone: 'Please enter a valid phone number for the chosen country, or choose another country',
  passcode: 'Please enter the {count}-digit code',
  /** The debugger overlay (`debug`), for developers; its empty text is spec 001 §8's. */
  debugger: 'Debugger',
  noErrors: 'No errors detected',
} satisfies Messages;
