// Everything a flow screen needs that the loading, waiting and failed states do not, one
// chunk: the screens' rules, the screen view with its text and email fields, and every other
// field (passcode, password, phone, checkbox, select) with the TOTP enrolment. <Flow> starts
// loading it with the flow, alongside the engine's first requests, and the engine shows a
// screen once it is here (parts.tsx): what the sign-in app loads before its first render is
// only the runner and those states. The fields are in it too: each is under 2 KB gzip, too
// little for a request of its own, and a screen is never shown without this chunk anyway.
export { default as checkbox } from './checkbox-field';
export { default as passcode } from './passcode-field';
export { default as password } from './password-field';
export { default as phone } from './phone-field';
export { ScreenView as screen } from './screen';
export { default as styles } from './screen-styles';
export { default as select } from './select-field';
export { default as totp } from './totp';
