import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { conflict, unauthorized } from '../http/errors';
import { findLoginIdHolder, findUserById, findUserByLoginId, type Store } from '../state/store';
import type { PendingRecord, UserRecord } from '../state/types';
import { assertNewLoginId, createUser, invalidCredentials, type NewUserDetails } from './accounts';
import { type Channel, isEmailChannel, pickAddress } from './address';
import { admit } from './admission';
import { loginFailed, userModified } from './audit-events';
import { assertOwns, callerUser } from './caller';
import { loginIdKey } from './login-id';
import { joinProvisionedTenants } from './self-provisioning';

export type Purpose = 'signin' | 'signup' | 'signup-in' | 'update';

/**
 * What a code or link will do once presented, decided (and checked) when it is sent and
 * stored with it: sign a user in, sign one up, or change a signed-in user's email or phone.
 */
export interface Intent {
  purpose: Purpose;
  channel: Channel;
  /** The login id signing in, or the signed-in user's login id for an update. */
  loginId: string;
  /** Where the message went; for an update, the new email or phone. */
  address: string;
  /** Audit method ('otp', 'magiclink', ...). */
  method: string;
  user?: NewUserDetails;
  /** Update: the user changing an address. */
  userId?: string;
  addToLoginIDs?: boolean;
  /**
   * A sign-in for a login id no one has, in a flow that does not tell (`quietSignInIntent`):
   * the code or link is made and kept as for an account, but delivered to nobody, and it
   * signs nobody in (`fulfil` refuses an unknown sign-in).
   */
  decoy?: true;
}

/** Intents are written by this module only, as plain JSON in the pending record. */
export const intentOf = (record: PendingRecord): Intent => record.data.intent as Intent;

/**
 * Check a sign-in, sign-up or sign-up-or-in before anything is sent: sign-up of a taken
 * login id is a 409, sign-in of an unknown one is the usual invalid-credentials 401, a
 * disabled user is refused (`admit`: nothing is sent); the address is the user's (or the new
 * user's) email or phone.
 */
export function signInIntent(
  store: Store,
  input: Omit<Intent, 'address' | 'userId' | 'addToLoginIDs'>,
): Intent {
  const existing = findUserByLoginId(store.data, input.loginId);
  // A sign-up-or-in of an id no one signs in with is a sign-up: refused before anything is
  // sent when the id reads as another user's.
  if (input.purpose === 'signup' || (input.purpose === 'signup-in' && !existing)) {
    assertNewLoginId(store, input.loginId);
  }
  if (input.purpose === 'signin' && !existing) {
    loginFailed(store, input.loginId, input.method, 'Unknown login id');
    throw invalidCredentials();
  }
  if (existing) admit(store, existing, { method: input.method, loginId: input.loginId });
  const own = existing
    ? [isEmailChannel(input.channel) ? existing.email : existing.phone]
    : [isEmailChannel(input.channel) ? input.user?.email : input.user?.phone];
  return { ...input, address: pickAddress(input.channel, [input.loginId, ...own]) };
}

/**
 * `signInIntent` for a flow that does not tell which accounts exist: a sign-in of a login id
 * no one has is not refused (and so not told apart) but answered with a decoy, which the send
 * works on as on any intent and does not deliver. The attempt is audited as the refusal is.
 */
export function quietSignInIntent(
  store: Store,
  input: Omit<Intent, 'address' | 'userId' | 'addToLoginIDs'>,
): Intent {
  if (input.purpose !== 'signin' || findUserByLoginId(store.data, input.loginId)) {
    return signInIntent(store, input);
  }
  loginFailed(store, input.loginId, input.method, 'Unknown login id');
  return { ...input, address: pickAddress(input.channel, [input.loginId]), decoy: true };
}

/** What an email or phone change needs: the new address, and whether it becomes a login id. */
export type AddressChange = Pick<
  Intent,
  'channel' | 'loginId' | 'address' | 'method' | 'addToLoginIDs'
>;

/**
 * An email or phone change of `user` (signed in: the caller of a REST route, or a profile
 * flow's user); the code or link goes to the new address, and the change happens only when
 * it comes back. An address that is to become a login id must not be another user's, nor read
 * as one (`findLoginIdHolder`).
 */
export function addressChangeIntent(store: Store, user: UserRecord, input: AddressChange): Intent {
  const address = pickAddress(input.channel, [input.address]);
  if (input.addToLoginIDs) assertFreeLoginId(store, address, user);
  return { ...input, address, purpose: 'update', userId: user.userId };
}

/** `addressChangeIntent` for the REST routes: asked with a token of the user who owns `loginId`. */
export async function updateIntent(c: Context<AppEnv>, input: AddressChange): Promise<Intent> {
  const user = await callerUser(c);
  assertOwns(user, input.loginId);
  return addressChangeIntent(c.get('store'), user, input);
}

function assertFreeLoginId(store: Store, loginId: string, owner: UserRecord): void {
  const holder = findLoginIdHolder(store.data, loginId);
  if (holder && holder.userId !== owner.userId) throw conflict('Login id belongs to another user');
}

function markVerified(user: UserRecord, channel: Channel, address: string): void {
  if (isEmailChannel(channel)) {
    if (user.email.toLowerCase() === address.toLowerCase()) user.verifiedEmail = true;
  } else if (user.phone === address) {
    user.verifiedPhone = true;
  }
}

function applyUpdate(store: Store, intent: Intent): UserRecord {
  const user = intent.userId ? findUserById(store.data, intent.userId) : undefined;
  if (!user) throw unauthorized('User no longer exists');
  if (isEmailChannel(intent.channel)) user.email = intent.address;
  else user.phone = intent.address;
  const key = loginIdKey(intent.address);
  if (intent.addToLoginIDs && !user.loginIds.some((id) => loginIdKey(id) === key)) {
    assertFreeLoginId(store, intent.address, user);
    user.loginIds.push(intent.address);
  }
  userModified(store, user, intent.method, { loginId: intent.loginId });
  return user;
}

/** An intent carried out: what it was, the user it signed in or changed, and whether it made them. */
export interface Fulfilled {
  intent: Intent;
  user: UserRecord;
  created: boolean;
}

/**
 * Carry out an intent whose code or link checked out: find the user (or create them for a
 * sign-up), apply an update, and mark the address that received the message verified. A
 * sign-in or sign-up that verifies the user's email for the first time joins the tenants
 * of its domain; an email change does not move anyone between tenants.
 */
export function fulfil(store: Store, intent: Intent): Fulfilled {
  if (intent.purpose === 'update') {
    const user = applyUpdate(store, intent);
    markVerified(user, intent.channel, intent.address);
    return { intent, user, created: false };
  }
  const existing = findUserByLoginId(store.data, intent.loginId);
  // Someone else may have taken the login id while the message was on its way.
  if (existing && intent.purpose === 'signup') throw conflict('A user with this login id exists');
  if (!existing && intent.purpose === 'signin') throw invalidCredentials();
  const user = existing ?? createUser(store, intent.loginId, intent.user, intent.method);
  const wasVerified = user.verifiedEmail;
  markVerified(user, intent.channel, intent.address);
  if (!wasVerified) joinProvisionedTenants(store, user, intent.method);
  return { intent, user, created: !existing };
}
