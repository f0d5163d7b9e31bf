/**
 * What a button does, as Enter's rules and passkey support read it: `button` (a submit), `sso`
 * (a single sign-on provider), `biometrics` (a passkey: disabled where the browser has no
 * WebAuthn). A module apart from the screen's schema (nodes.ts), which only the screen reader
 * loads: the engine reads a button's type before any screen is read.
 */
export const BUTTON_TYPES = ['button', 'sso', 'biometrics'] as const;
export type ButtonType = (typeof BUTTON_TYPES)[number];

/** A button's type: the one it declares, else `sso` for the sso variant and `button` for others. */
export const buttonTypeOf = (button: { buttonType?: ButtonType; variant: string }): ButtonType =>
  button.buttonType ?? (button.variant === 'sso' ? 'sso' : 'button');

/** Whether a provider's `data-type` names a button type. */
export const isButtonType = (value: string): value is ButtonType =>
  (BUTTON_TYPES as readonly string[]).includes(value);
