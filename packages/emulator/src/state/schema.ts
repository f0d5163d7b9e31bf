import { z } from 'zod';
import type { EmulatorData } from './types';

// The state as an export holds it (`types.ts` describes each record). An import is checked
// against it before the emulator serves anything: a state missing a field would otherwise
// start and answer 500 to every call that reads it. Objects are loose: a field this version
// does not know passes through unchanged.

const text = z.string();
const texts = z.array(z.string());
const count = z.number().int().nonnegative();
const anyRecord = z.record(z.string(), z.unknown());

/** The HTML files of an export's pages. */
const htmlPagesOf = (pages: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(pages).filter(
      (entry): entry is [string, string] =>
        entry[0].endsWith('.html') && typeof entry[1] === 'string',
    ),
  );
const tenantRoles = z.array(z.looseObject({ tenantId: text, roleNames: texts }));

/** An RSA JWK, private (`withPrivate`) or public: the fields RS256 needs. */
const rsaJwk = (withPrivate: boolean) => {
  const parts = withPrivate ? ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] : ['n', 'e'];
  return z.looseObject({
    kty: z.literal('RSA'),
    ...Object.fromEntries(parts.map((name) => [name, z.string().min(1)])),
  });
};

const User = z.looseObject({
  userId: z.string().min(1),
  loginIds: texts,
  name: text,
  givenName: text,
  middleName: text,
  familyName: text,
  email: text,
  phone: text,
  verifiedEmail: z.boolean(),
  verifiedPhone: z.boolean(),
  roleNames: texts,
  userTenants: tenantRoles,
  status: z.enum(['enabled', 'disabled', 'invited']),
  customAttributes: anyRecord,
  picture: text,
  createdTime: z.number(),
  test: z.boolean(),
  passwordHash: text,
  passwordExpired: z.boolean().optional(),
  totpSecret: text,
  webauthn: z.array(
    z.looseObject({
      id: text,
      publicKey: text,
      counter: count,
      transports: texts,
      createdTime: z.number(),
    }),
  ),
  oauth: z.record(z.string(), z.boolean()),
  saml: z.boolean(),
});

const AccessKey = z.looseObject({
  id: z.string().min(1),
  name: text,
  secretHash: text,
  expireTime: count,
  createdTime: z.number(),
  createdBy: text,
  roleNames: texts,
  keyTenants: tenantRoles,
  status: z.enum(['active', 'inactive']),
  clientId: text,
  boundUserId: text,
  description: text,
  permittedIps: texts,
  customClaims: anyRecord,
});

const Audit = z.looseObject({
  id: text,
  projectId: text,
  action: text,
  actorId: text,
  type: z.enum(['info', 'warn', 'error']),
  method: text,
  userId: text,
  device: text,
  geo: text,
  remoteAddress: text,
  externalIds: texts,
  tenants: texts,
  occurred: z.number(),
  data: anyRecord,
});

const InboxMessage = z.looseObject({
  id: text,
  channel: z.enum(['email', 'sms', 'voice', 'whatsapp']),
  to: text,
  loginId: text,
  kind: z.enum(['otp', 'magiclink', 'enchantedlink', 'password-reset', 'invite', 'notp']),
  code: text.optional(),
  link: text.optional(),
  token: text.optional(),
  createdAt: z.number(),
});

const RefreshToken = z.looseObject({
  jti: text,
  userId: text,
  family: text,
  issuedAt: z.number(),
  expiresAt: z.number(),
  rotated: z.boolean(),
  revoked: z.boolean(),
  tenant: text,
});

const Pending = z.looseObject({
  id: text,
  kind: text,
  loginId: text,
  secret: text,
  expiresAt: z.number(),
  data: anyRecord,
  approvedUserId: text.optional(),
});

/** What an export may leave out: the run's faults and clock, and the pages of old exports. */
type Imported = Omit<EmulatorData, 'faults' | 'clockOffsetMs'>;

/** The exported state (`data` of the export file). */
export const ExportedState: z.ZodType<Imported> = z.looseObject({
  projectId: z.string().min(1),
  managementKey: z.string().min(1),
  tokenLifetimes: z.looseObject({
    sessionSeconds: z.number().int().positive(),
    refreshSeconds: z.number().int().positive(),
  }),
  signingKey: z.looseObject({
    kid: z.string().min(1),
    privateJwk: rsaJwk(true),
    publicJwk: rsaJwk(false),
  }),
  permissions: z.array(z.looseObject({ name: text, description: text })),
  roles: z.array(
    z.looseObject({
      name: text,
      description: text,
      permissionNames: texts,
      tenantId: text,
      createdTime: z.number(),
    }),
  ),
  tenants: z.array(
    z.looseObject({
      id: text,
      name: text,
      selfProvisioningDomains: texts,
      customAttributes: anyRecord,
    }),
  ),
  customAttributes: z.array(
    z.looseObject({
      name: text,
      displayName: text,
      type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      editable: z.boolean(),
    }),
  ),
  users: z.array(User),
  accessKeys: z.array(AccessKey),
  audits: z.array(Audit),
  inbox: z.array(InboxMessage),
  refreshTokens: z.record(z.string(), RefreshToken),
  pending: z.record(z.string(), Pending),
  flows: anyRecord,
  // Exports made before static pages existed have none; older ones held JSON documents (a
  // format gone since: the built-in pages are written on request now), which are dropped.
  pages: anyRecord.default({}).transform(htmlPagesOf),
});

/** The export file: a version and the state. */
export const ExportFile = z.object({ version: z.literal(1), data: ExportedState });
