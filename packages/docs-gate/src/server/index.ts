export {
  DerivedFileError,
  type DerivedKind,
  type DeriveOptions,
  derive,
  type MayOpen,
} from './derived';
export { createDocsGate, type DocsGate } from './gate';
export type { NodeHandler } from './node';
export { DEFAULT_FLOW_ID, DEFAULT_SIGN_IN_PATH, type DocsGateOptions } from './options';
export { type RunningDocsGate, type ServeDocsGateOptions, serveDocsGate } from './serve';
export { SESSION_COOKIE } from './session';
