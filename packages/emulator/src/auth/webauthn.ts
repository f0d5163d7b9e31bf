import { addPasskey, addUser, newUser } from '../federation/users';
import {
  assertedCredentialId,
  type Ceremony,
  creationOptions,
  optionsString,
  relyingParty,
  requestOptions,
  verifyAssertion,
  verifyCreation,
} from '../federation/webauthn-rp';
import { conflict, unauthorized } from '../http/errors';
import { newId } from '../state/ids';
import { findUserById, findUserByLoginId, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { admit } from './admission';

// Passkeys (WebAuthn), for the WebAuthn routes and the flows' passkey steps alike; both import
// this module as `passkeys`. A start answers the options the browser needs and a ceremony to
// keep (the routes keep it pending under its transaction id, a flow in its execution); the
// finish checks the browser's answer against it. The relying party is the app's page
// (`relyingParty`, federation/webauthn-rp.ts).

const METHOD = 'webauthn';

export type PasskeyPurpose = 'signup' | 'signin' | 'update';

/** What a passkey ceremony remembers between start and finish (plain JSON). */
export interface PasskeyCeremony extends Ceremony {
  transactionId: string;
  purpose: PasskeyPurpose;
  loginId: string;
  name: string;
  /** The user signing up (id chosen at start), signing in (unless discoverable) or adding. */
  userId: string;
}

/** A started ceremony: what to keep, and the provider's `options` JSON string for the client. */
export interface PasskeyStart {
  ceremony: PasskeyCeremony;
  options: string;
  create: boolean;
}

/** A new user's first passkey. The login id must be free (409 otherwise). */
export async function startSignUp(
  store: Store,
  input: { origin: string; loginId: string; name: string },
): Promise<PasskeyStart> {
  const rp = relyingParty(input.origin);
  if (findUserByLoginId(store.data, input.loginId)) throw conflict('User already exists');
  const userId = newId('U2');
  const { loginId, name } = input;
  const options = await creationOptions({ ...rp, loginId, name, userId, exclude: [] });
  return {
    ceremony: {
      ...rp,
      transactionId: newId('W2'),
      purpose: 'signup',
      challenge: options.challenge,
      loginId,
      name,
      userId,
    },
    options: optionsString(options),
    create: true,
  };
}

/** The user who signs in with a passkey as `loginId`: one who has a passkey, and is admitted. */
export function signingInUser(store: Store, loginId: string): UserRecord {
  const user = findUserByLoginId(store.data, loginId);
  if (!user || user.webauthn.length === 0) throw unauthorized('No passkey for this user');
  admit(store, user, { method: METHOD, loginId });
  return user;
}

/**
 * A sign-in with a passkey of `user` (from `signingInUser`), or, without one, with any
 * discoverable passkey of this relying party.
 */
export async function startSignIn(input: {
  origin: string;
  user?: UserRecord;
  loginId?: string;
}): Promise<PasskeyStart> {
  const rp = relyingParty(input.origin);
  const options = await requestOptions(rp.rpID, input.user?.webauthn ?? []);
  return {
    ceremony: {
      ...rp,
      transactionId: newId('W2'),
      purpose: 'signin',
      challenge: options.challenge,
      loginId: input.user ? (input.loginId ?? input.user.loginIds[0] ?? '') : '',
      name: '',
      userId: input.user?.userId ?? '',
    },
    options: optionsString(options),
    create: false,
  };
}

/** Another passkey for a signed-in `user`, registered under `loginId`. */
export async function startAdd(input: {
  origin: string;
  user: UserRecord;
  loginId: string;
}): Promise<PasskeyStart> {
  const { user, loginId } = input;
  const rp = relyingParty(input.origin);
  const options = await creationOptions({
    ...rp,
    loginId,
    name: user.name,
    userId: user.userId,
    exclude: user.webauthn,
  });
  return {
    ceremony: {
      ...rp,
      transactionId: newId('W2'),
      purpose: 'update',
      challenge: options.challenge,
      loginId,
      name: user.name,
      userId: user.userId,
    },
    options: optionsString(options),
    create: true,
  };
}

/** The new user of a sign-up ceremony, with its passkey, once the browser's answer verifies. */
export async function finishSignUp(
  store: Store,
  ceremony: PasskeyCeremony,
  response: string,
): Promise<UserRecord> {
  const credential = await verifyCreation(ceremony, response, store.now());
  // Another sign-up may have taken the login id since start.
  if (findUserByLoginId(store.data, ceremony.loginId)) throw conflict('User already exists');
  const user = newUser(store, {
    loginId: ceremony.loginId,
    name: ceremony.name,
    verifiedEmail: false,
    userId: ceremony.userId,
  });
  user.webauthn.push(credential);
  return addUser(store, user, METHOD);
}

/**
 * The user a sign-in assertion names (through its credential), admitted before the assertion
 * is verified: a disabled user's authenticator counter stays where it was.
 */
export async function finishSignIn(
  store: Store,
  ceremony: PasskeyCeremony,
  response: string,
): Promise<UserRecord> {
  const credentialId = assertedCredentialId(response);
  // A discoverable sign-in names its user only through the credential.
  const candidates = ceremony.userId
    ? [findUserById(store.data, ceremony.userId)]
    : store.data.users;
  const user = candidates.find((u) => u?.webauthn.some((cred) => cred.id === credentialId));
  const credential = user?.webauthn.find((cred) => cred.id === credentialId);
  if (!user || !credential) throw unauthorized('Unknown passkey');
  admit(store, user, { method: METHOD, loginId: ceremony.loginId || undefined });
  credential.counter = await verifyAssertion(ceremony, response, credential);
  return user;
}

/** Register the passkey of an add ceremony on `user`; false when it is already registered. */
export async function finishAdd(
  store: Store,
  ceremony: PasskeyCeremony,
  response: string,
  user: UserRecord,
): Promise<boolean> {
  return addPasskey(store, user, await verifyCreation(ceremony, response, store.now()));
}
