import { z } from 'zod';
import { ApiError, Codes, conflict } from '../http/errors';
import { findUserByLoginId, newUserRecord, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { isEmail, isPhone } from './address';

/** The user details a sign-up may carry (`user` in the body). */
export const UserInput = z
  .looseObject({
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    givenName: z.string().optional(),
    middleName: z.string().optional(),
    familyName: z.string().optional(),
  })
  .optional();
export type UserInput = z.output<typeof UserInput>;

/** Sign-up of an existing login id is a conflict, as with the provider. */
export function assertNewLoginId(store: Store, loginId: string): void {
  if (findUserByLoginId(store.data, loginId)) throw conflict('A user with this login id exists');
}

/**
 * A new enabled user. Email and phone come from the login id when it looks like one, else
 * from `user`; nothing is verified yet (the verify step of a code or link does that), so
 * the user joins no tenant by its email domain yet either (see self-provisioning).
 */
export function createUser(
  store: Store,
  loginId: string,
  input: UserInput,
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

/** Disabled users may not sign in, nor be sent codes or links. */
export function assertNotDisabled(user: UserRecord): void {
  if (user.status === 'disabled') {
    throw new ApiError(403, Codes.userDisabled, 'User is disabled', user.loginIds[0] ?? '');
  }
}

/** The same answer for an unknown user and a wrong secret, so neither can be probed. */
export const invalidCredentials = (detail = 'Invalid login id or credentials') =>
  new ApiError(401, Codes.invalidCredentials, 'Invalid credentials', detail);
