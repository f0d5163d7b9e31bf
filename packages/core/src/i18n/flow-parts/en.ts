import type { Messages } from '../message';

/**
 * The words of the flow renderer's parts that load on demand (the password, select, phone and
 * passcode fields, the TOTP enrolment, the debugger): they load with their part, so a flow
 * that never shows one never ships them.
 */
export const FLOW_PARTS_EN = {
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  /** A select with nothing chosen. */
  choose: 'Select…',
  countryCode: 'Country code',
  /** One box of a passcode. */
  digit: 'Digit {index} of {count}',
  totpImage: 'QR code for your authenticator app',
  totpKey: 'Key:',
  totpLink: 'Open in authenticator app',
  /** The debugger overlay (`debug`), for developers; its empty text is spec 001 §8's. */
  debugger: 'Debugger',
  noErrors: 'No errors detected',
} satisfies Messages;
