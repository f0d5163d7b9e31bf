import type { Messages } from '../message';

/**
 * The sign-in flow's own words: its engine's and its renderer's (screens bring their own); the
 * renderer's parts that load on demand have theirs (flow-parts/).
 */
export const FLOW_EN = {
  loading: 'Loading',
  waiting: 'Waiting…',
  failed: 'Something went wrong. Try again.',
  tryAgain: 'Try again',
  /** A submit that got no answer: the server could not be reached, or did not answer in time. */
  offline: 'The server could not be reached. Check your connection and try again.',
  timeout: 'The server took too long to answer. Try again.',
  /** Why a passkey button is disabled: the browser has no WebAuthn. */
  passkeyUnavailable: 'Passkeys are not available in this browser',
  /** A phone input is a country picker and a number: the message speaks of the two. */
  phone: 'Please enter a valid phone number for the chosen country, or choose another country',
  passcode: 'Please enter the {count}-digit code',
  /** Shown in place of a screen's component this renderer cannot draw, in development (`debug`). */
  unsupported: 'Unsupported component: {component}',
} satisfies Messages;
