// biome-ignore-all assist/source/organizeImports: './content' stays last (see the end).
export * from './auth';
export { type AuthClient, type Client, type ClientOptions, createClient, withAuth } from './client';
export { type ColumnBadge, layoutToHtml, screenToHtml, type WrittenColumn } from './content/write';
export { escapeHtml } from './content/write/escape';
export * from './flow';
export { type ErrorKind, type GatehouseError, MAX_RETRY_AFTER_SECONDS } from './http/errors';
export {
  bearer,
  createHttp,
  DEFAULT_BASE_URL,
  type Http,
  type HttpOptions,
  mapResult,
  type WidgetInfo,
  widgetHeaders,
} from './http/http';
export { fail, ok, type Result } from './http/result';
export * from './i18n';
export * from './layout';
export {
  E_LOAD_FAILED,
  isLoadFailed,
  LoadFailed,
  loadFailed,
  type OnDemand,
  onDemand,
} from './on-demand';
export * from './mgmt';
export * from './phone';
export * from './schemas';
export * from './session';
export { type SharedClientOptions, sharedClient } from './shared-client';
export { requiredMessage } from './text/required';
export { fillTemplate } from './text/template';
export { THEME_ERROR, type ThemeMode, themeMode } from './theme';
export * from './validation/checks';
export * from './validation/name';
export { SDK_NAME, SDK_VERSION } from './version';
export * from './widgets';
// The mappers from the provider's content to our trees (pure: unused, they are not shipped).
export * from './content/map';
// Last: the reader's on-demand tokenizer is then core's last lazy chunk, so an app's bundler
// meets the earlier ones in the order it did before (scripts/size.mjs numbers them in order).
export * from './content';
