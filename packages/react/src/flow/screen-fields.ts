// The fields of every input but text and email, with the TOTP enrolment: one chunk, loaded
// from the screen parts' chunk (field-parts.tsx) when a screen needs one of them. Each is under
// 2 KB gzip, too little for a request of its own, and a screen that needs one often needs
// another; a screen of text and email fields (the first sign-in screen) loads none of them.
export { default as checkbox } from './checkbox-field';
export { default as passcode } from './passcode-field';
export { default as password } from './password-field';
export { default as phone } from './phone-field';
export { default as select } from './select-field';
export { default as totp } from './totp';
