export * from './auth';
export { type Client, type ClientOptions, createClient } from './client';
export * from './flow';
export type { ErrorKind, GatehouseError } from './http/errors';
export {
  bearer,
  createHttp,
  DEFAULT_BASE_URL,
  type Http,
  type HttpOptions,
  mapResult,
  type WidgetInfo,
} from './http/http';
export { fail, ok, type Result } from './http/result';
export * from './layout';
// Both modules name the audit ranges; the layout's list of keys is the public one.
export { AUDIT_RANGES, type AuditRange } from './layout';
export * from './mgmt';
export * from './schemas';
export * from './session';
export * from './validation/checks';
export { SDK_NAME, SDK_VERSION } from './version';
export * from './widgets';
