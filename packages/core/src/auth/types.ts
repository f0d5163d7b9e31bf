// Option objects mirror @descope/core-js-sdk so that code written for the provider's SDK
// type-checks against ours. They are forwarded as they are; the server owns their meaning.

/** Values substituted into the provider's message templates (email, SMS). */
export type TemplateOptions = Record<string, string>;

/** Options for sign-in calls (`loginOptions` on the wire). */
export interface LoginOptions {
  /** Step up an existing session; pass the refresh token as the call's `token`. */
  stepup?: boolean;
  /** Add a second factor to an existing session; pass the refresh token as `token`. */
  mfa?: boolean;
  revokeOtherSessions?: boolean;
  customClaims?: Record<string, unknown>;
  templateOptions?: TemplateOptions;
  templateId?: string;
  locale?: string;
  pkceChallenge?: string;
}

/** Options for sign-up and sign-up-or-in calls (also sent as `loginOptions`). */
export interface SignUpOptions {
  customClaims?: Record<string, unknown>;
  templateOptions?: TemplateOptions;
  templateId?: string;
  locale?: string;
}

/**
 * The provider's SDK takes the messaging provider id inside the options object but sends it
 * beside them, at the top level of the body; ours does the same.
 */
export type WithProviderId<T> = T & { providerId?: string };

/** Options for adding or changing an email or phone on an existing user. */
export interface UpdateOptions {
  /** Also make the new address a login id of the user. */
  addToLoginIDs?: boolean;
  /** When the address already belongs to another user, merge into that user. */
  onMergeUseExisting?: boolean;
  templateOptions?: TemplateOptions;
  templateId?: string;
  locale?: string;
  providerId?: string;
}

/** The user details a sign-up may carry. */
export interface UserInput {
  name?: string;
  email?: string;
  phone?: string;
  givenName?: string;
  middleName?: string;
  familyName?: string;
}

/** WebAuthn creation and request hints, forwarded to the provider untouched. */
export type PasskeyOptions = Record<string, unknown>;

export interface WaitForSessionOptions {
  /** Milliseconds between polls; at least 1000 (smaller values are raised). */
  pollingIntervalMs?: number;
  /** Milliseconds before giving up; at most 600000 (larger values are lowered). */
  timeoutMs?: number;
  /** Stops polling; the call then resolves to an `E_ABORTED` error. */
  signal?: AbortSignal;
}
