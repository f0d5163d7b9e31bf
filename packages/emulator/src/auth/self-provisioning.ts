import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { isAtDomain } from './address';
import { userModified } from './audit-events';

// A tenant's self-provisioning domains say "whoever owns an address at this domain belongs
// here". Owning is proven only by a verified email: a code or link sent there that came
// back, or an identity provider that vouches for it (OAuth, SAML). A password or passkey
// sign-up proves nothing, so joining at sign-up would let anyone sign up as
// anything@customer.example and land in that customer's tenant.

type Membership = UserRecord['userTenants'][number];

/** The tenants (no roles) whose self-provisioning domains include `email`'s domain. */
export const provisionedTenants = (store: Store, email: string): Membership[] =>
  store.data.tenants
    .filter((tenant) => isAtDomain(email, tenant.selfProvisioningDomains))
    .map((tenant) => ({ tenantId: tenant.id, roleNames: [] }));

/**
 * Add `user`, whose email was just verified, to the tenants of its domain it is not yet in,
 * and write the audit event tenant admins see it by. Nothing happens while the email is
 * unverified.
 */
export function joinProvisionedTenants(store: Store, user: UserRecord, method: string): void {
  if (!user.verifiedEmail || !user.email) return;
  const joined = provisionedTenants(store, user.email).filter(
    (entry) => !user.userTenants.some((t) => t.tenantId === entry.tenantId),
  );
  if (!joined.length) return;
  user.userTenants.push(...joined);
  const tenants = joined.map((t) => t.tenantId);
  userModified(store, user, method, {
    tenants,
    data: { change: 'tenants', selfProvisioned: tenants },
  });
}
