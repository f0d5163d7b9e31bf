// Whether the browser has WebAuthn at all (passkey autofill is asked in conditional.ts).

/** navigator.credentials with PublicKeyCredential: passkeys can be created and used here. */
export const webauthnSupported = () =>
  typeof window !== 'undefined' &&
  typeof window.PublicKeyCredential !== 'undefined' &&
  typeof globalThis.navigator?.credentials?.create === 'function';
