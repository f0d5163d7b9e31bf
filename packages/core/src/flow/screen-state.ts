// Its own file: the flow's form (form.ts) reads it and the flow's types (types.ts) hold the
// form, so neither imports the other.

/** The screen state the server sends with a screen (spec 001 §3). */
export interface ScreenState {
  errorText?: string;
  errorType?: string;
  /** Values the screen shows or prefills, by input name. */
  form?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
  componentsConfig?: Record<string, unknown>;
  /** By node id (a button's interaction id): `hide`, `disable` or `read-only`. */
  componentsState?: Record<string, unknown>;
  totp?: { provisionUrl?: string; image?: string; key?: string };
  notp?: { redirectUrl?: string; image?: string };
  lastAuth?: { authMethod?: string; loginId?: string; name?: string };
  [key: string]: unknown;
}
