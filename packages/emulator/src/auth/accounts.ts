import { ApiError, Codes, conflict } from '../http/errors';
import { findLoginIdHolder, newUserRecord, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { isEmail, isPhone } from './address';

/** What a sign-up may say about the new user (a REST body's `user`, a flow's form). */
export interface NewUserDetails {
  name?: string;
  email?: string;
  phone?: string;
  givenName?: string;
  middleName?: string;
  familyName?: string;
}

/**
 * Sign-up of an existing login id is a conflict, as with the provider; so is one that reads
 * as an existing user's (`findLoginIdHolder`).
 */
export function assertNewLoginId(store: Store, loginId: string): void {
  if (findLoginIdHolder(store.data, loginId)) throw conflict('A user with this login id exists');
}

/**
 * A new enabled user. Email and phone come from the login id when it looks like one, else
 * from `user`; nothing is verified yet (the verify step of a code or link does that), so
 * the user joins no tenant by its email domain yet either (see self-provisioning).
 */
export function createUser(
  store: Store,
  loginId: string,
  input: NewUserDetails | undefined,
  method: string,
): UserRecord {
  assertNewLoginId(store, loginId);
  const email = isEmail(loginId) ? loginId : isEmail(input?.email) ? input.email : '';
  const phone = isPhone(loginId) ? loginId : isPhone(input?.phone) ? input.phone : '';
  const user = newUserRecord(store, [loginId], {
    name: input?.name ?? '',
    givenName: input?.givenName ?? '',
    middleName: input?.middleName ?? '',
    familyName: input?.familyName ?? '',
    email,
    phone,
  });
  store.data.users.push(user);
  store.audit({
    action: 'UserCreated',
    method,
    userId: user.userId,
    actorId: loginId,
    externalIds: [loginId],
    tenants: user.userTenants.map((t) => t.tenantId),
  });
  return user;
}

/** The refusal of a disabled user (see `admit` in admission.ts for when it is given). */
export const userDisabled = (user: UserRecord) =>
  new ApiError(403, Codes.userDisabled, 'User is disabled', user.loginIds[0] ?? '');

/** The same answer for an unknown user and a wrong secret, so neither can be probed. */
export const invalidCredentials = (detail = 'Invalid login id or credentials') =>
  new ApiError(401, Codes.invalidCredentials, 'Invalid credentials', detail);
