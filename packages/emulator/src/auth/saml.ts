import { checkRedirectURL, issueCode, withCode } from '../federation/codes';
import { peekPending, putPending, TTL, takePending } from '../federation/pending';
import { badRequest } from '../http/errors';
import { newId } from '../state/ids';
import type { Store } from '../state/store';
import type { EmulatorData, TenantRecord, UserRecord } from '../state/types';
import { identifiedUser, redeemIdentityCode } from './identity-provider';

// SAML single sign-on, for the SAML routes and the flows' SSO steps alike: a start sends the
// browser to the emulated identity provider of a tenant; its answer comes back to the app as
// a code, which the app exchanges for a session.

const STATE = 'saml-state';
const CODE = 'saml-code';

/** `tenant` is a tenant id, or an email whose domain one tenant provisions. */
function findTenant(data: EmulatorData, tenant: string): TenantRecord | undefined {
  const byId = data.tenants.find((t) => t.id === tenant);
  if (byId) return byId;
  const domain = tenant.includes('@')
    ? tenant.slice(tenant.lastIndexOf('@') + 1).toLowerCase()
    : '';
  if (!domain) return undefined;
  return data.tenants.find((t) =>
    t.selfProvisioningDomains.some((entry) => entry.toLowerCase() === domain),
  );
}

/** A sign-in through `tenant`'s identity provider: its state, and the page to send the browser to. */
export function startSaml(
  store: Store,
  origin: string,
  input: { tenant: string; redirectURL: string },
): { state: string; url: string } {
  const redirectURL = checkRedirectURL(input.redirectURL);
  const tenant = findTenant(store.data, input.tenant);
  if (!tenant) throw badRequest(`No SSO tenant found for "${input.tenant}"`);
  const state = newId('S2');
  putPending(store, state, STATE, TTL.state, {
    // An email given as the tenant is a hint for the identity provider's form.
    data: {
      tenantId: tenant.id,
      redirectURL,
      emailHint: input.tenant.includes('@') ? input.tenant : '',
    },
  });
  return { state, url: `${origin}/emulator/saml/idp?state=${state}` };
}

function tenantOf(store: Store, tenantId: unknown): TenantRecord | undefined {
  return store.data.tenants.find((t) => t.id === tenantId);
}

/** What the identity provider's page of `state` shows: the tenant, and the email hint. */
export function identityProviderOf(store: Store, state: string) {
  const record = peekPending(store, state, STATE);
  const tenant = tenantOf(store, record?.data.tenantId);
  if (!record || !tenant) throw badRequest('Unknown or expired SAML state');
  return { tenantName: tenant.name, email: String(record.data.emailHint ?? '') };
}

/**
 * The identity provider's answer: the user it asserts (existing, or new), who belongs to the
 * tenant from now on, and where the browser goes back with the code. A disabled user is left
 * unchanged: the exchange refuses them.
 */
export function assertionGiven(
  store: Store,
  origin: string,
  input: { state: string; email: string; name: string },
): string {
  const record = takePending(store, input.state, STATE);
  const tenant = tenantOf(store, record?.data.tenantId);
  if (!record || !tenant) throw badRequest('Unknown or expired SAML state');
  const user = identifiedUser(store, CODE, input);
  if (user.status !== 'disabled') {
    // The tenant's identity provider vouches for the user: they belong to the tenant now.
    if (!user.userTenants.some((entry) => entry.tenantId === tenant.id)) {
      user.userTenants.push({ tenantId: tenant.id, roleNames: [] });
    }
    user.saml = true;
  }
  const code = issueCode(store, CODE, user, { tenantId: tenant.id, stateId: record.id });
  return withCode(String(record.data.redirectURL ?? ''), code, `${origin}/emulator/saml/done`);
}

/** The user a SAML code signs in, once; with `state`, a code of that sign-in only. */
export const redeemSamlCode = (store: Store, code: string, state?: string): UserRecord =>
  redeemIdentityCode(store, CODE, code, { state });
