// The one function of the phone library the user forms need, as a module of its own: the
// dynamic import of this file becomes a chunk holding just this function and its metadata.
export { parsePhoneNumberFromString } from 'libphonenumber-js/min';
