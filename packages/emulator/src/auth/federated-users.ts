import { conflict } from '../http/errors';
import { findLoginIdHolder, newUserRecord, type Store } from '../state/store';
import type { UserRecord, WebauthnCredentialRecord } from '../state/types';
import { isEmail } from './address';
import { provisionedTenants } from './self-provisioning';

/**
 * A new enabled user as a federated sign-up creates it. The email is verified when an
 * identity provider vouched for it (OAuth, SAML), not when it is merely a passkey's login id;
 * only a verified email joins the tenants that self-provision its domain.
 */
export function newUser(
  store: Store,
  fields: { loginId: string; name: string; verifiedEmail: boolean; userId?: string },
): UserRecord {
  const [givenName = '', ...rest] = fields.name.trim().split(/\s+/);
  const email = isEmail(fields.loginId) ? fields.loginId : '';
  const verifiedEmail = !!email && fields.verifiedEmail;
  return newUserRecord(store, [fields.loginId], {
    ...(fields.userId && { userId: fields.userId }),
    name: fields.name.trim(),
    givenName,
    familyName: rest.join(' '),
    email,
    verifiedEmail,
    userTenants: verifiedEmail ? provisionedTenants(store, email) : [],
  });
}

/**
 * Add a user to the store and write the audit event every creation leaves; a login id that
 * reads as an existing user's (an identity provider naming `ａdmin@acme.test`) is a 409.
 */
export function addUser(store: Store, user: UserRecord, method: string): UserRecord {
  if (user.loginIds.some((id) => findLoginIdHolder(store.data, id))) {
    throw conflict('User already exists');
  }
  store.data.users.push(user);
  store.audit({
    action: 'UserCreated',
    method,
    userId: user.userId,
    actorId: user.loginIds[0] ?? user.userId,
    externalIds: user.loginIds,
    tenants: user.userTenants.map((entry) => entry.tenantId),
  });
  return user;
}

/**
 * Register a passkey on an existing user and write the audit event; false when that
 * credential is already registered (a second registration of the same authenticator).
 */
export function addPasskey(
  store: Store,
  user: UserRecord,
  credential: WebauthnCredentialRecord,
): boolean {
  if (user.webauthn.some((cred) => cred.id === credential.id)) return false;
  user.webauthn.push(credential);
  store.audit({
    action: 'PasskeyAdded',
    method: 'webauthn',
    userId: user.userId,
    actorId: user.loginIds[0] ?? user.userId,
    externalIds: user.loginIds,
  });
  return true;
}
