import { z } from 'zod';
import { LoginId, loginIdSkeleton } from '../auth/login-id';
import { httpUrlProblem } from '../federation/redirect-url';
import { roleNameHolder, roleNameTakenText } from '../mgmt/role-names';
import { TenantId } from '../state/tenant-id';
import { CustomClaims } from '../tokens/claims';

// The seed file: everything a project starts with. Passwords and key secrets are given in
// plain text here (it is test data) and hashed on load, so the running state never holds them.

/** An app page, as redirect URLs in requests (src/federation/redirect-url.ts). */
const HttpUrl = z.string().superRefine((value, ctx) => {
  const problem = httpUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** A host name or address as a URL spells it: no scheme, port or path. Kept in lower case. */
const Host = z
  .string()
  .regex(
    /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/i,
    'a host name, without scheme, port or path',
  )
  .transform((host) => host.toLowerCase());

/** A tenant's SSO settings (TenantSsoSettings in src/state/types.ts). */
const TenantSso = z.object({
  domains: z.array(z.string().min(1)).optional(),
  redirectUrl: HttpUrl.optional(),
});

const TenantRoles = z.array(
  z.object({ tenantId: TenantId, roleNames: z.array(z.string()).default([]) }),
);

export const SeedUser = z.object({
  userId: z.string().min(1).optional(),
  loginIds: z.array(LoginId).min(1),
  name: z.string().default(''),
  givenName: z.string().default(''),
  middleName: z.string().default(''),
  familyName: z.string().default(''),
  email: z.string().default(''),
  phone: z.string().default(''),
  verifiedEmail: z.boolean().default(false),
  verifiedPhone: z.boolean().default(false),
  roleNames: z.array(z.string()).default([]),
  userTenants: TenantRoles.default([]),
  status: z.enum(['enabled', 'disabled', 'invited']).default('enabled'),
  customAttributes: z.record(z.string(), z.unknown()).default({}),
  picture: z.string().default(''),
  test: z.boolean().default(false),
  /** Plain text; hashed on load. */
  password: z.string().optional(),
  /** base32 TOTP secret, to seed an enrolled authenticator app. */
  totpSecret: z.string().default(''),
  /** Registered passkeys: credential id and COSE public key, both base64url. */
  passkeys: z
    .array(
      z.object({
        id: z.string().min(1),
        publicKey: z.string().min(1),
        counter: z.number().int().nonnegative().default(0),
        transports: z.array(z.string()).default(['internal']),
      }),
    )
    .default([]),
  createdTime: z.number().int().optional(),
});
export type SeedUser = z.input<typeof SeedUser>;

/**
 * Seed users, no two with login ids that read the same (`loginIdSkeleton`), as the API
 * refuses to create them: the later one is the issue, naming the earlier id.
 */
const SeedUsers = z.array(SeedUser).superRefine((users, ctx) => {
  const holders = new Map<string, string>();
  users.forEach((user, index) => {
    const own = new Set<string>();
    user.loginIds.forEach((id, at) => {
      const skeleton = loginIdSkeleton(id);
      const earlier = holders.get(skeleton);
      if (earlier !== undefined && !own.has(skeleton)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'loginIds', at],
          message: `reads as ${earlier}, a login id of another user`,
        });
      }
      own.add(skeleton);
      if (earlier === undefined) holders.set(skeleton, id);
    });
  });
});

export const SeedAccessKey = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Plain text; the key's cleartext is `<id>:<secret>`. Hashed on load. */
  secret: z.string().min(8),
  expireTime: z.number().int().nonnegative().default(0),
  createdTime: z.number().int().optional(),
  createdBy: z.string().default(''),
  roleNames: z.array(z.string()).default([]),
  keyTenants: TenantRoles.default([]),
  status: z.enum(['active', 'inactive']).default('active'),
  boundUserId: z.string().default(''),
  description: z.string().default(''),
  permittedIps: z.array(z.string()).default([]),
  customClaims: CustomClaims.default({}),
});

export const SeedAudit = z.object({
  action: z.string().min(1),
  actorId: z.string().default(''),
  type: z.enum(['info', 'warn', 'error']).default('info'),
  method: z.string().default(''),
  userId: z.string().default(''),
  device: z.string().default('Desktop'),
  geo: z.string().default(''),
  remoteAddress: z.string().default('127.0.0.1'),
  externalIds: z.array(z.string()).default([]),
  tenants: z.array(z.string()).default([]),
  occurred: z.number().int().nonnegative(),
  data: z.record(z.string(), z.unknown()).default({}),
});

export const Seed = z.object({
  projectId: z.string().regex(/^[A-Za-z0-9]{4,64}$/, 'letters and digits, 4 to 64'),
  managementKey: z.string().min(8),
  tokenLifetimes: z
    .object({
      // Clients refresh 20 s before a session expires: a shorter session would leave them no
      // time between refreshes. 22 s (a refresh every 2 s) is what the cross-tab tests use.
      sessionSeconds: z.number().int().min(21).default(600),
      refreshSeconds: z
        .number()
        .int()
        .min(60)
        .default(30 * 86400),
    })
    .prefault({}),
  permissions: z
    .array(z.object({ name: z.string().min(1), description: z.string().default('') }))
    .default([]),
  roles: z
    .array(
      z.object({
        name: z.string().min(1),
        description: z.string().default(''),
        permissionNames: z.array(z.string()).default([]),
        tenantId: z.string().default(''),
      }),
    )
    // The rule role create and rename keep (mgmt/role-names.ts): no two roles a tenant sees
    // share a name, in any case.
    .superRefine((roles, ctx) => {
      roles.forEach((role, index) => {
        const holder = roleNameHolder(roles.slice(0, index), role.name, role.tenantId);
        if (holder) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: roleNameTakenText(role.name, holder),
          });
        }
      });
    })
    .default([]),
  tenants: z
    .array(
      z.object({
        id: TenantId,
        name: z.string().min(1),
        selfProvisioningDomains: z.array(z.string()).default([]),
        customAttributes: z.record(z.string(), z.unknown()).default({}),
        sso: TenantSso.optional(),
      }),
    )
    .default([]),
  /** Hosts an IdP-initiated sign-on may send its code to (src/federation/idp-redirect.ts). */
  approvedDomains: z.array(Host).default([]),
  customAttributes: z
    .array(
      z.object({
        name: z.string().min(1),
        displayName: z.string().default(''),
        type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
        editable: z.boolean().default(true),
      }),
    )
    .default([]),
  users: SeedUsers.default([]),
  accessKeys: z.array(SeedAccessKey).default([]),
  audits: z.array(SeedAudit).default([]),
  /** Flow definitions by flow id (run by the flow runner). */
  flows: z.record(z.string(), z.unknown()).default({}),
  /**
   * The project's own content files, HTML in the provider's format by path under
   * /pages/{projectId}/v2-beta/: flow screens (`{screenId}.html`, `{screenId}-{locale}.html`)
   * and widget pages (`{widget-type}/{widgetId}/{page}.html`), served over the built-ins.
   */
  pages: z
    .record(
      z
        .string()
        // Segments as a request names them: no `.` or `..`, no hidden names.
        .regex(
          /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\.html$/,
          'a relative path ending in .html',
        ),
      z.string().max(1_000_000),
    )
    .default({}),
});
export type Seed = z.input<typeof Seed>;
export type ParsedSeed = z.output<typeof Seed>;

/** How many issues `describeIssues` names; a count of the rest follows them. */
export const ISSUES_NAMED = 10;

/**
 * 'users.3.loginIds: Too small...' lines for the first issues, so that a bad seed file or
 * export names the bad paths.
 */
export function describeIssues(error: z.ZodError): string {
  const { issues } = error;
  const lines = issues
    .slice(0, ISSUES_NAMED)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  const rest = issues.length - ISSUES_NAMED;
  return [...lines, ...(rest > 0 ? [`...and ${rest} more`] : [])].join('\n');
}
