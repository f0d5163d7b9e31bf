import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { callerUser } from '../../auth/caller';
import { LoginId } from '../../auth/login-id';
import { putPending, TTL, takePending } from '../../federation/pending';
import { addPasskey, addUser, auditLogin, newUser } from '../../federation/users';
import {
  assertedCredentialId,
  type Ceremony,
  creationOptions,
  optionsString,
  relyingParty,
  requestOptions,
  verifyAssertion,
  verifyCreation,
} from '../../federation/webauthn-rp';
import { badRequest, conflict, unauthorized } from '../../http/errors';
import { requireProject } from '../../http/require-project';
import { zodJson } from '../../http/validate';
import { newId } from '../../state/ids';
import { findUserById, findUserByLoginId, type Store } from '../../state/store';
import type { UserRecord } from '../../state/types';
import { issueSession } from '../../tokens/jwt';

const KIND = 'webauthn';
const BASE = '/v1/auth/webauthn';

type Purpose = 'signup' | 'signin' | 'update';
interface Transaction extends Ceremony {
  purpose: Purpose;
  loginId: string;
  name: string;
  /** The user signing up (id chosen at start), signing in (unless discoverable) or updating. */
  userId: string;
}

const Options = z.looseObject({}).optional();
const SignUpStart = z.object({
  user: z.looseObject({ loginId: LoginId, name: z.string().optional() }),
  origin: z.string().min(1),
  passkeyOptions: Options,
});
const LoginStart = z.object({
  // Empty for a discoverable (login-id-less) sign-in.
  loginId: z.union([z.literal(''), LoginId]),
  origin: z.string().min(1),
  loginOptions: Options,
  passkeyOptions: Options,
});
const Finish = z.object({ transactionId: z.string().min(1), response: z.string().min(1) });

function begin(store: Store, transaction: Transaction): string {
  const transactionId = newId('W2');
  putPending(store, transactionId, KIND, TTL.webauthn, {
    loginId: transaction.loginId,
    data: { ...transaction },
  });
  return transactionId;
}

/** The transaction, once: a finish that fails still uses it up, as a challenge must. */
function takeTransaction(store: Store, transactionId: string, purpose: Purpose): Transaction {
  const record = takePending(store, transactionId, KIND);
  const transaction = record?.data as Transaction | undefined;
  if (!transaction || transaction.purpose !== purpose) {
    throw unauthorized('Unknown, used or expired transaction');
  }
  return transaction;
}

async function startSignUp(c: Context<AppEnv>, loginId: string, name: string, origin: string) {
  const store = c.get('store');
  const rp = relyingParty(origin);
  if (findUserByLoginId(store.data, loginId)) throw conflict('User already exists');
  const userId = newId('U2');
  const options = await creationOptions({ ...rp, loginId, name, userId, exclude: [] });
  const transactionId = begin(store, {
    ...rp,
    challenge: options.challenge,
    purpose: 'signup',
    loginId,
    name,
    userId,
  });
  return c.json({ transactionId, options: optionsString(options), create: true });
}

/** `user` is undefined for a discoverable (login-id-less) sign-in. */
async function startSignIn(c: Context<AppEnv>, origin: string, user: UserRecord | undefined) {
  const store = c.get('store');
  const rp = relyingParty(origin);
  const options = await requestOptions(rp.rpID, user?.webauthn ?? []);
  const transactionId = begin(store, {
    ...rp,
    challenge: options.challenge,
    purpose: 'signin',
    loginId: user?.loginIds[0] ?? '',
    name: '',
    userId: user?.userId ?? '',
  });
  return c.json({ transactionId, options: optionsString(options), create: false });
}

function signInUser(store: Store, loginId: string): UserRecord {
  const user = findUserByLoginId(store.data, loginId);
  if (!user || user.webauthn.length === 0) throw unauthorized('No passkey for this user');
  if (user.status !== 'enabled') throw unauthorized('User is not active');
  return user;
}

export const webauthnRoutes = new Hono<AppEnv>();

webauthnRoutes.use(`${BASE}/*`, requireProject);

webauthnRoutes.post(`${BASE}/signup/start`, zodJson(SignUpStart), async (c) => {
  const { user, origin } = c.req.valid('json');
  return startSignUp(c, user.loginId, user.name ?? '', origin);
});

webauthnRoutes.post(`${BASE}/signup/finish`, zodJson(Finish), async (c) => {
  const store = c.get('store');
  const { transactionId, response } = c.req.valid('json');
  const transaction = takeTransaction(store, transactionId, 'signup');
  const credential = await verifyCreation(transaction, response, store.now());
  // Another sign-up may have taken the login id since start.
  if (findUserByLoginId(store.data, transaction.loginId)) throw conflict('User already exists');
  const user = newUser(store, {
    loginId: transaction.loginId,
    name: transaction.name,
    verifiedEmail: false,
    userId: transaction.userId,
  });
  user.webauthn.push(credential);
  addUser(store, user, 'webauthn');
  auditLogin(store, user, 'webauthn');
  return c.json(await issueSession(store, user, { amr: ['webauthn'] }));
});

webauthnRoutes.post(`${BASE}/signin/start`, zodJson(LoginStart), async (c) => {
  const { loginId, origin } = c.req.valid('json');
  const user = loginId ? signInUser(c.get('store'), loginId) : undefined;
  return startSignIn(c, origin, user);
});

webauthnRoutes.post(`${BASE}/signin/finish`, zodJson(Finish), async (c) => {
  const store = c.get('store');
  const { transactionId, response } = c.req.valid('json');
  const transaction = takeTransaction(store, transactionId, 'signin');
  const credentialId = assertedCredentialId(response);
  // A discoverable sign-in names its user only through the credential.
  const candidates = transaction.userId
    ? [findUserById(store.data, transaction.userId)]
    : store.data.users;
  const user = candidates.find((u) => u?.webauthn.some((cred) => cred.id === credentialId));
  const credential = user?.webauthn.find((cred) => cred.id === credentialId);
  if (!user || !credential) throw unauthorized('Unknown passkey');
  if (user.status !== 'enabled') throw unauthorized('User is not active');
  credential.counter = await verifyAssertion(transaction, response, credential);
  auditLogin(store, user, 'webauthn');
  return c.json(await issueSession(store, user, { amr: ['webauthn'] }));
});

webauthnRoutes.post(
  `${BASE}/signup-in/start`,
  zodJson(LoginStart.extend({ loginId: LoginId })),
  async (c) => {
    const { loginId, origin } = c.req.valid('json');
    const user = findUserByLoginId(c.get('store').data, loginId);
    if (!user) return startSignUp(c, loginId, '', origin);
    // Adding a passkey to an account that has none needs that account's session (update):
    // letting sign-up-or-in do it would hand the account to whoever asks first.
    if (user.webauthn.length === 0) {
      throw conflict('User exists without a passkey: sign in and add one with update');
    }
    return startSignIn(c, origin, signInUser(c.get('store'), loginId));
  },
);

webauthnRoutes.post(
  `${BASE}/update/start`,
  zodJson(LoginStart.extend({ loginId: LoginId })),
  async (c) => {
    const store = c.get('store');
    const { loginId, origin } = c.req.valid('json');
    // The caller's own user, from a live refresh or session token (a logout ends both).
    const user = await callerUser(c);
    if (findUserByLoginId(store.data, loginId)?.userId !== user.userId) {
      throw unauthorized('The token belongs to another user');
    }
    const rp = relyingParty(origin);
    const options = await creationOptions({
      ...rp,
      loginId,
      name: user.name,
      userId: user.userId,
      exclude: user.webauthn,
    });
    const transactionId = begin(store, {
      ...rp,
      challenge: options.challenge,
      purpose: 'update',
      loginId,
      name: user.name,
      userId: user.userId,
    });
    return c.json({ transactionId, options: optionsString(options), create: true });
  },
);

webauthnRoutes.post(`${BASE}/update/finish`, zodJson(Finish), async (c) => {
  const store = c.get('store');
  const { transactionId, response } = c.req.valid('json');
  const transaction = takeTransaction(store, transactionId, 'update');
  const credential = await verifyCreation(transaction, response, store.now());
  const user = findUserById(store.data, transaction.userId);
  if (!user) throw unauthorized('User no longer exists');
  if (!addPasskey(store, user, credential)) {
    throw badRequest('This passkey is already registered');
  }
  return c.json({});
});
