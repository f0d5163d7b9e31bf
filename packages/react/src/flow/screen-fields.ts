// The screen parts a screen may need beyond text and email, one chunk: each is under 2 KB
// gzip, too little for a request of its own, and a screen that needs one often needs another.
export { default as checkbox } from './checkbox-field';
export { default as passcode } from './passcode-field';
export { default as password } from './password-field';
export { default as phone } from './phone-field';
export { default as select } from './select-field';
export { default as totp } from './totp';
