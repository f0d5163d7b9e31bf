import { redeemCode } from '../federation/codes';
import { badRequest, unauthorized } from '../http/errors';
import { findUserByLoginId, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { isEmail } from './address';
import { admit } from './admission';
import { addUser, newUser } from './federated-users';
import { normaliseLoginId } from './login-id';

// What OAuth and SAML sign-ins share: the emulated provider's page names an identity, which
// comes back to the app as a one-time code to exchange for a session.

type CodeKind = 'oauth-code' | 'saml-code';
const METHODS: Record<CodeKind, string> = { 'oauth-code': 'oauth', 'saml-code': 'saml' };

/** The email the provider's page names, as stored; a 400 when it is none. */
export function identifiedEmail(raw: string): string {
  const email = raw.trim() && normaliseLoginId(raw, 'email');
  if (!isEmail(email)) throw badRequest('An email address is required');
  return email;
}

/**
 * The user the provider's page names by email: an existing one, or a new one whose email the
 * provider vouches for (verified, so it joins the tenants of its domain, or `tenants` when
 * given). `check` sees the existing user (or none) first, and may refuse before anything is
 * created.
 */
export function identifiedUser(
  store: Store,
  kind: CodeKind,
  input: { email: string; name: string },
  options: {
    check?: (existing: UserRecord | undefined) => void;
    tenants?: UserRecord['userTenants'];
  } = {},
): UserRecord {
  const email = identifiedEmail(input.email);
  const existing = findUserByLoginId(store.data, email);
  options.check?.(existing);
  if (existing) return existing;
  const user = newUser(store, { loginId: email, name: input.name, verifiedEmail: true });
  if (options.tenants) user.userTenants = options.tenants;
  return addUser(store, user, METHODS[kind]);
}

/**
 * The user a code signs in, once. With `state`, the code must come from that sign-in (a
 * flow's); `check` adds the caller's own conditions. The user is admitted before the code is
 * spent.
 */
export function redeemIdentityCode(
  store: Store,
  kind: CodeKind,
  code: string,
  options: {
    state?: string;
    check?: (data: Record<string, unknown>, user: UserRecord) => void;
  } = {},
): UserRecord {
  return redeemCode(store, kind, code, (user, data) => {
    if (options.state !== undefined && data.stateId !== options.state) {
      throw unauthorized('The code belongs to another sign-in');
    }
    options.check?.(data, user);
    admit(store, user, { method: METHODS[kind] });
  }).user;
}
