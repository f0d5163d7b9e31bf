import { putPending, TTL, takePending } from '../federation/pending';
import {
  assertedCredential,
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
import { findLoginIdHolder, findUserById, findUserByLoginId, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { admit } from './admission';
import { addPasskey, addUser, newUser } from './federated-users';

// Passkeys (WebAuthn), for the WebAuthn routes and the flows' passkey steps alike; both import
// this module as `passkeys`. A start answers the options the browser needs and a ceremony to
// keep (the routes keep it pending under its transaction id, a flow in its execution); the
// finish checks the browser's answer against it. The relying party is the app's page
// (`relyingParty`, federation/webauthn-rp.ts).

const METHOD = 'webauthn';
/** Ceremonies started by the REST routes wait in `store.data.pending` under this kind. */
const PENDING_KIND = 'webauthn';

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
  if (findLoginIdHolder(store.data, input.loginId)) throw conflict('User already exists');
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
  if (findLoginIdHolder(store.data, ceremony.loginId)) throw conflict('User already exists');
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
 * The user a sign-in assertion names, admitted before the assertion is verified: a disabled
 * user's authenticator counter stays where it was. The credential id names its owner; a
 * discoverable sign-in (no user at start) must also bring the owner's user handle (the user
 * id given at registration), as WebAuthn's relying-party rules ask, and a named one may.
 */
export async function finishSignIn(
  store: Store,
  ceremony: PasskeyCeremony,
  response: string,
): Promise<UserRecord> {
  const { id, userHandle } = assertedCredential(response);
  const candidates = ceremony.userId
    ? [findUserById(store.data, ceremony.userId)]
    : store.data.users;
  const user = candidates.find((u) => u?.webauthn.some((cred) => cred.id === id));
  const credential = user?.webauthn.find((cred) => cred.id === id);
  if (!user || !credential) throw unauthorized('Unknown passkey');
  const handleRequired = !ceremony.userId;
  if ((userHandle || handleRequired) && userHandle !== userHandleOf(user)) {
    throw unauthorized('Unknown passkey');
  }
  admit(store, user, { method: METHOD, loginId: ceremony.loginId || undefined });
  credential.counter = await verifyAssertion(ceremony, response, credential);
  return user;
}

/** The user handle the emulator registers passkeys with: the user id, UTF-8, base64url. */
const userHandleOf = (user: UserRecord) => Buffer.from(user.userId, 'utf8').toString('base64url');

/** Keep a ceremony started outside a flow until its finish names its transaction id. */
export function keepCeremony(store: Store, ceremony: PasskeyCeremony): void {
  putPending(store, ceremony.transactionId, PENDING_KIND, TTL.webauthn, {
    loginId: ceremony.loginId,
    data: { ...ceremony },
  });
}

/**
 * A kept ceremony of `purpose`, once: a finish that fails still uses it up, as a challenge
 * must. Unknown, used, expired or another purpose's transaction: 401.
 */
export function takeCeremony(
  store: Store,
  transactionId: string,
  purpose: PasskeyPurpose,
): PasskeyCeremony {
  const ceremony = takePending(store, transactionId, PENDING_KIND)?.data as
    | PasskeyCeremony
    | undefined;
  if (ceremony?.purpose !== purpose) throw unauthorized('Unknown, used or expired transaction');
  return ceremony;
}

/**
 * The finish of a sign-in started with `POST /v1/auth/webauthn/signin/start`: by its REST
 * finish, or by a flow whose page picked the passkey from a field's autofill (conditional UI).
 */
export async function finishKeptSignIn(
  store: Store,
  transactionId: string,
  response: string,
): Promise<{ user: UserRecord; ceremony: PasskeyCeremony }> {
  const ceremony = takeCeremony(store, transactionId, 'signin');
  return { user: await finishSignIn(store, ceremony, response), ceremony };
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
