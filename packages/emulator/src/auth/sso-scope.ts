import { forbidden } from '../http/errors';
import type { Store } from '../state/store';
import type { EmulatorData, TenantRecord, UserRecord } from '../state/types';
import { isAtDomain } from './address';
import { loginFailed } from './audit-events';

// A tenant's identity provider speaks for the tenant, nobody else. Any tenant's admin can
// point it at any email, so it may sign in only emails of the tenant's domains, and never a
// user who also belongs to another tenant: a session carries every tenant of its user, and
// Acme's identity provider asserting Globex's admin would otherwise hand out Globex's rights.

/** Why a tenant's identity provider is refused (the error message and the audit's reason). */
export const SSO_REFUSED = {
  domain: "This identity provider signs in only emails of its tenant's domains",
  otherTenant: 'This identity provider cannot sign in a user who belongs to another tenant',
} as const;

/** The email domains `tenant`'s identity provider signs in: its SSO settings', else the ones it self-provisions. */
export const ssoDomains = (tenant: TenantRecord): readonly string[] =>
  tenant.sso?.domains ?? tenant.selfProvisioningDomains;

/** The tenant whose identity provider signs in `email`'s domain, if any. */
export const ssoTenantOf = (data: EmulatorData, email: string): TenantRecord | undefined =>
  data.tenants.find((tenant) => isAtDomain(email, ssoDomains(tenant)));

function refusal(tenant: TenantRecord, email: string, user?: UserRecord): string | undefined {
  if (!isAtDomain(email, ssoDomains(tenant))) return SSO_REFUSED.domain;
  if (user?.userTenants.some((entry) => entry.tenantId !== tenant.id)) {
    return SSO_REFUSED.otherTenant;
  }
  return undefined;
}

/**
 * Refuse unless `tenant`'s identity provider may sign in `email` (who is `user`, when one
 * exists): a 403 and a `LoginFailed` audit in that tenant, whose admins configured it. The
 * audit names the email only: the user's id and other tenants are no business of this one.
 */
export function checkSsoScope(
  store: Store,
  tenant: TenantRecord,
  email: string,
  user?: UserRecord,
): void {
  const reason = refusal(tenant, email, user);
  if (!reason) return;
  loginFailed(store, email, 'saml', reason, undefined, [tenant.id]);
  throw forbidden(reason);
}
