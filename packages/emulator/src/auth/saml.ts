import { checkRedirectURL, issueCode, withCode } from '../federation/codes';
import { idpInitiatedTarget } from '../federation/idp-redirect';
import { peekPending, putPending, TTL, takePending } from '../federation/pending';
import { badRequest, unauthorized } from '../http/errors';
import { newId } from '../state/ids';
import type { Store } from '../state/store';
import type { EmulatorData, TenantRecord, UserRecord } from '../state/types';
import { identifiedEmail, identifiedUser, redeemIdentityCode } from './identity-provider';
import { checkSsoScope, ssoTenantOf } from './sso-scope';

// SAML single sign-on, for the SAML routes and the flows' SSO steps alike: a start sends the
// browser to the emulated identity provider of a tenant; its answer comes back to the app as
// a code, which the app exchanges for a session. IdP-initiated sign-on starts at the
// identity provider instead (the user picks the app in their IdP's portal): the provider then
// sends the browser to the app with a code that no sign-in of the app asked for, which the
// app exchanges the same way, or hands to a flow start (`exchangeCode`, `idpInitiated`).
// Every way in asserts through `asserted` and redeems through `redeem`, both of which keep
// the tenant's scope (sso-scope.ts).

const STATE = 'saml-state';
const CODE = 'saml-code';

/** `tenant` is a tenant id, or an email of a tenant's SSO domains. */
const findTenant = (data: EmulatorData, tenant: string): TenantRecord | undefined =>
  data.tenants.find((t) => t.id === tenant) ??
  (tenant.includes('@') ? ssoTenantOf(data, tenant) : undefined);

/** A sign-in through `tenant`'s identity provider: its state, and the page to send the browser to. */
export function startSaml(
  store: Store,
  origin: string,
  input: { tenant: string; redirectURL: string },
): { state: string; url: string } {
  const requested = checkRedirectURL(input.redirectURL);
  const tenant = findTenant(store.data, input.tenant);
  if (!tenant) throw badRequest(`No SSO tenant found for "${input.tenant}"`);
  // Without a page of the app's, the tenant's configured one, as the provider does.
  const redirectURL = requested || (tenant.sso?.redirectUrl ?? '');
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
 * The user the identity provider asserts (existing, or new), who belongs to `tenant` from
 * now on, and the code for the app. Refused first, with nothing created or changed, when
 * the tenant's identity provider may not sign them in. A disabled user is left unchanged:
 * the exchange refuses them.
 */
function asserted(
  store: Store,
  tenant: TenantRecord,
  input: { email: string; name: string },
  data: Record<string, unknown>,
): string {
  const email = identifiedEmail(input.email);
  const user = identifiedUser(
    store,
    CODE,
    { ...input, email },
    {
      check: (existing) => checkSsoScope(store, tenant, email, existing),
      // Only the tenant that vouches for them: a session of its making carries no other.
      tenants: [{ tenantId: tenant.id, roleNames: [] }],
    },
  );
  if (user.status !== 'disabled') {
    // The tenant's identity provider vouches for the user: they belong to the tenant now.
    if (!user.userTenants.some((entry) => entry.tenantId === tenant.id)) {
      user.userTenants.push({ tenantId: tenant.id, roleNames: [] });
    }
    user.saml = true;
  }
  return issueCode(store, CODE, user, { tenantId: tenant.id, email, ...data });
}

/** The identity provider's answer to a sign-in the app started: back to it with the code. */
export function assertionGiven(
  store: Store,
  origin: string,
  input: { state: string; email: string; name: string },
): string {
  const record = takePending(store, input.state, STATE);
  const tenant = tenantOf(store, record?.data.tenantId);
  if (!record || !tenant) throw badRequest('Unknown or expired SAML state');
  const code = asserted(store, tenant, input, { stateId: record.id });
  return withCode(String(record.data.redirectURL ?? ''), code, `${origin}/emulator/saml/done`);
}

/** The tenant of an IdP-initiated sign-on, and the app page its code may go to (idp-redirect.ts). */
function portalOf(store: Store, input: { tenant: string; redirectURL: string }) {
  const tenant = findTenant(store.data, input.tenant);
  if (!tenant) throw badRequest(`No SSO tenant found for "${input.tenant}"`);
  return { tenant, redirectURL: idpInitiatedTarget(store.data, tenant, input.redirectURL) };
}

/** What the identity provider's portal shows for an IdP-initiated sign-on into `tenant`. */
export function idpInitiatedPageOf(store: Store, input: { tenant: string; redirectURL: string }) {
  const { tenant, redirectURL } = portalOf(store, input);
  return { tenant: tenant.id, tenantName: tenant.name, redirectURL };
}

/**
 * An IdP-initiated sign-on: the identity provider asserts a user nobody asked it about, and
 * the browser goes to the app's page (the tenant's SSO redirect URL, or an approved page the
 * portal named) with a code marked IdP-initiated.
 */
export function idpInitiatedAssertion(
  store: Store,
  origin: string,
  input: { tenant: string; redirectURL: string; email: string; name: string },
): string {
  const { tenant, redirectURL } = portalOf(store, input);
  const code = asserted(store, tenant, input, { idpInitiated: true });
  return withCode(redirectURL, code, `${origin}/emulator/saml/done`);
}

/**
 * The user a SAML code signs in, once, if the code's tenant may still sign them in (they may
 * have joined another tenant since the assertion); `idpInitiated`: a code of such a sign-on
 * only.
 */
const redeem = (
  store: Store,
  code: string,
  options: { state?: string; idpInitiated?: boolean },
): UserRecord =>
  redeemIdentityCode(store, CODE, code, {
    state: options.state,
    check: (data, user) => {
      if (options.idpInitiated && data.idpInitiated !== true) {
        throw unauthorized('The code belongs to another sign-in');
      }
      const tenant = tenantOf(store, data.tenantId);
      if (!tenant) throw unauthorized('Invalid or expired code');
      checkSsoScope(store, tenant, String(data.email ?? ''), user);
    },
  });

/** The user a SAML code signs in, once; with `state`, a code of that sign-in only. */
export const redeemSamlCode = (store: Store, code: string, state?: string): UserRecord =>
  redeem(store, code, { state });

/**
 * The user an IdP-initiated code signs in, once (a flow started with it): a code of a
 * sign-in some execution started is that execution's only, and is refused here.
 */
export const redeemIdpInitiatedCode = (store: Store, code: string): UserRecord =>
  redeem(store, code, { idpInitiated: true });
