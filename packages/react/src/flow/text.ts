// The renderer's own words, each in one place (screens bring their own text).

/** Why a passkey button is disabled: the browser has no WebAuthn (the engine's `$disabled`). */
export const PASSKEY_UNAVAILABLE = 'Passkeys are not available in this browser';

/** The accessible name of a phone field's country select. */
export const COUNTRY_CODE_LABEL = 'Country code';
