// The emulator's whole state: plain JSON-serialisable records, so that export and import are
// a JSON round trip. Secrets are stored the way a provider stores them: hashed.

export interface PermissionRecord {
  name: string;
  description: string;
}

export interface RoleRecord {
  name: string;
  description: string;
  permissionNames: string[];
  /** '' for a built-in (project-level) role. */
  tenantId: string;
  createdTime: number;
}

export interface TenantRecord {
  id: string;
  name: string;
  selfProvisioningDomains: string[];
  customAttributes: Record<string, unknown>;
  /** Its SAML identity provider's settings; absent in states from before they existed. */
  sso?: TenantSsoSettings;
}

/**
 * A tenant's SSO settings, as the provider's `mgmt.sso.configureSettings(tenantId, ...,
 * redirectURL, domains)` takes them and `mgmt.sso.getSettings` answers them (`redirectUrl`,
 * `domains`).
 */
export interface TenantSsoSettings {
  /** The email domains its identity provider signs in; without them, `selfProvisioningDomains`. */
  domains?: string[];
  /** Where an IdP-initiated sign-on lands (and an SP-initiated one that names no page). */
  redirectUrl?: string;
}

/** 1 text, 2 number, 3 boolean, as the provider numbers custom attribute types. */
export interface CustomAttributeRecord {
  name: string;
  displayName: string;
  type: 1 | 2 | 3;
  editable: boolean;
}

export interface WebauthnCredentialRecord {
  id: string;
  publicKey: string;
  counter: number;
  transports: string[];
  createdTime: number;
}

export type UserStatus = 'enabled' | 'disabled' | 'invited';

export interface UserRecord {
  userId: string;
  loginIds: string[];
  name: string;
  givenName: string;
  middleName: string;
  familyName: string;
  email: string;
  phone: string;
  verifiedEmail: boolean;
  verifiedPhone: boolean;
  /** Project-level roles. */
  roleNames: string[];
  userTenants: Array<{ tenantId: string; roleNames: string[] }>;
  status: UserStatus;
  customAttributes: Record<string, unknown>;
  picture: string;
  createdTime: number;
  test: boolean;
  /** bcrypt hash; '' when the user has no password. */
  passwordHash: string;
  /**
   * Set by an admin's temporary password: it proves who the user is but signs nobody in until
   * replaced (the provider's expired password, E062909).
   */
  passwordExpired?: boolean;
  /** base32 TOTP secret; '' when not enrolled. */
  totpSecret: string;
  webauthn: WebauthnCredentialRecord[];
  oauth: Record<string, boolean>;
  saml: boolean;
}

export type AccessKeyStatus = 'active' | 'inactive';

export interface AccessKeyRecord {
  id: string;
  name: string;
  /** bcrypt hash of the secret part; the cleartext is shown once, at creation. */
  secretHash: string;
  /** Seconds since epoch; 0 = never expires. */
  expireTime: number;
  createdTime: number;
  createdBy: string;
  roleNames: string[];
  keyTenants: Array<{ tenantId: string; roleNames: string[] }>;
  status: AccessKeyStatus;
  clientId: string;
  boundUserId: string;
  description: string;
  permittedIps: string[];
  customClaims: Record<string, unknown>;
}

export interface AuditRecord {
  id: string;
  projectId: string;
  action: string;
  actorId: string;
  type: 'info' | 'warn' | 'error';
  method: string;
  userId: string;
  device: string;
  geo: string;
  remoteAddress: string;
  externalIds: string[];
  tenants: string[];
  /** Epoch milliseconds. */
  occurred: number;
  data: Record<string, unknown>;
}

/** What would have been sent: codes and links, readable through the development API. */
export interface InboxMessage {
  id: string;
  channel: 'email' | 'sms' | 'voice' | 'whatsapp';
  to: string;
  loginId: string;
  kind: 'otp' | 'magiclink' | 'enchantedlink' | 'password-reset' | 'invite' | 'notp';
  code?: string;
  link?: string;
  token?: string;
  createdAt: number;
}

/** A refresh token's lineage: rotation replaces it; replaying a rotated one revokes the family. */
export interface RefreshRecord {
  jti: string;
  userId: string;
  family: string;
  issuedAt: number;
  expiresAt: number;
  /** Set when this token was exchanged for a newer one. */
  rotated: boolean;
  revoked: boolean;
  tenant: string;
}

/** One-time secrets in flight: OTP codes, link tokens, pending refs, webauthn challenges. */
export interface PendingRecord {
  id: string;
  kind: string;
  loginId: string;
  /** The secret the user must present (code or token); hashed for codes. */
  secret: string;
  expiresAt: number;
  /** Free-form data a route needs (method, URI, user input, challenge...). */
  data: Record<string, unknown>;
  /** Set when a link was clicked or a pending sign-in approved: the userId it signs in. */
  approvedUserId?: string;
}

export interface Fault {
  id: string;
  method: string;
  /** Matched against the request path; `*` matches any run of characters. */
  path: string;
  remaining: number;
  status?: number;
  body?: unknown;
  delayMs?: number;
}

export interface TokenLifetimes {
  sessionSeconds: number;
  refreshSeconds: number;
}

export interface SigningKey {
  kid: string;
  privateJwk: Record<string, unknown>;
  publicJwk: Record<string, unknown>;
}

export interface EmulatorData {
  projectId: string;
  managementKey: string;
  tokenLifetimes: TokenLifetimes;
  signingKey: SigningKey;
  permissions: PermissionRecord[];
  roles: RoleRecord[];
  tenants: TenantRecord[];
  customAttributes: CustomAttributeRecord[];
  users: UserRecord[];
  accessKeys: AccessKeyRecord[];
  audits: AuditRecord[];
  inbox: InboxMessage[];
  refreshTokens: Record<string, RefreshRecord>;
  pending: Record<string, PendingRecord>;
  flows: Record<string, unknown>;
  /**
   * The project's approved domains (the provider's project setting): hosts an IdP-initiated
   * sign-on may send its code to besides the tenant's own SSO redirect URL. Absent in states
   * from before it existed: none.
   */
  approvedDomains?: string[];
  /** The project's own content files: HTML by path under v2-beta/ (screens, widget pages). */
  pages: Record<string, string>;
  faults: Fault[];
  clockOffsetMs: number;
}
