// Everything a flow screen needs that the loading, waiting and failed states do not, one
// chunk: the screens' rules and the screen view with its text and email fields. <Flow> starts
// loading it with the flow, alongside the engine's first requests, and the engine shows a
// screen once it is here (parts.tsx): what the sign-in app loads before its first render is
// only the runner and those states. The other fields are a chunk of their own, which this one
// loads when a screen needs them (field-parts.tsx).
export { fieldParts } from './field-parts';
export { ScreenView as screen } from './screen';
export { default as styles } from './screen-styles';
