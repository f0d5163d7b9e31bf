import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { assertNewLoginId, assertNotDisabled, createUser } from '../auth/accounts';
import { type Channel, isEmail, isPhone, pickAddress } from '../auth/address';
import { OTP_KIND, sendCode, sendLink } from '../auth/deliveries';
import { auditingFailure } from '../auth/failures';
import { fulfil, type Intent, intentOf, type Purpose, signInIntent } from '../auth/intent';
import { assertNotLocked, clearFailures, recordFailure } from '../auth/lockout';
import { checkLoginId, normaliseLoginId } from '../auth/login-id';
import { codeInvalid, codeKey, redeemCode as redeemOtp, takeToken } from '../auth/one-time';
import { enforcePolicy } from '../auth/password-policy';
import { checkPassword, setPassword } from '../auth/passwords';
import { openPendingSession } from '../auth/pending-session';
import { loginFailed } from '../auth/sign-in';
import { enrol, totpMatches } from '../auth/totp';
import { redeemCode as redeemFederationCode } from '../federation/codes';
import { putPending, TTL } from '../federation/pending';
import { isOAuthProvider } from '../federation/providers';
import { addPasskey, addUser, newUser } from '../federation/users';
import {
  assertedCredentialId,
  creationOptions,
  optionsString,
  relyingParty,
  requestOptions,
  verifyAssertion,
  verifyCreation,
} from '../federation/webauthn-rp';
import { type ApiError, badRequest, Codes, conflict, unauthorized } from '../http/errors';
import { newId } from '../state/ids';
import { findUserById, findUserByLoginId, hashSecret, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import type { ActionStep } from './definition';
import type { Execution, FlowCeremony } from './execution';

// The actions a flow's action steps name. Each one reuses the auth modules that serve the
// /v1/auth routes, so a flow has the same semantics as the API: hashed passwords and the
// policy, codes and links with expiry and attempt limits, verified passkeys, audit events.

/** What the runner hands the client while a step waits. */
export interface Answer {
  action: 'screen' | 'poll' | 'redirect' | 'webauthnCreate' | 'webauthnGet';
  redirect?: { url: string };
  webauthn?: { transactionId: string; options: string; create: boolean };
}

export type Outcome =
  /** Go on to `onSuccess`. */
  | { type: 'next' }
  /** Go to `onFailure`, a screen shown again with this error text. */
  | { type: 'fail'; errorText: string }
  /** Stay at this step and answer (default: this step's screen); the next call runs it again. */
  | { type: 'wait'; answer?: Answer }
  /** Answer, and park at `onSuccess`, which the client's next call runs (redirect, passkey). */
  | { type: 'handoff'; answer: Answer };

export interface ActionContext {
  c: Context<AppEnv>;
  store: Store;
  execution: Execution;
  /** The values the client sent with this call (secrets included). */
  input: Record<string, unknown>;
  params: Record<string, unknown>;
  step: ActionStep;
  /** The URL that resumes this execution at `stepId` (for links and redirects). */
  resumeUrl(stepId: string, fallback?: string): string;
}

export interface Action {
  run(context: ActionContext): Promise<Outcome>;
  /** Error text by error code, for errors the auth modules throw (defaults in ERROR_TEXTS). */
  texts?: Partial<Record<string, string>>;
}

/** How a refusal of the auth modules reads on a screen. */
export function errorTextOf(error: ApiError, texts: Partial<Record<string, string>> = {}): string {
  const own = texts[error.code];
  if (own) return own;
  switch (error.code) {
    case Codes.codeInvalid:
      return 'Wrong code. Try again.';
    case Codes.invalidCredentials:
      return 'Wrong email or password.';
    case Codes.userDisabled:
      return 'This account is disabled.';
    case Codes.conflict:
      return 'An account with this email already exists.';
    case Codes.tooManyRequests:
      return `Too many attempts. Try again in ${error.retryAfterSeconds ?? 60} seconds.`;
    default:
      return error.detail || error.description;
  }
}

const NEXT: Outcome = { type: 'next' };
const fail = (errorText: string): Outcome => ({ type: 'fail', errorText });
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Secrets are taken as typed (a password may begin with a space). */
const secret = (value: unknown) => (typeof value === 'string' ? value : '');

/** The user this flow signed in, or the signed-in user of a profile flow. */
function currentUser(context: ActionContext): UserRecord {
  const { execution, store } = context;
  const user = execution.userId ? findUserById(store.data, execution.userId) : undefined;
  if (!user || !execution.authenticated) throw unauthorized('No signed-in user in this flow');
  return user;
}

/** A first factor checked out: remember who signed in and how (disabled users stop here). */
function authenticate(context: ActionContext, user: UserRecord, method: string, amr: string[]) {
  assertNotDisabled(user);
  const { execution } = context;
  execution.userId = user.userId;
  execution.authenticated = true;
  execution.authMethod = method;
  execution.amr = amr;
  execution.loginId ||= user.loginIds[0] ?? user.userId;
}

function modified(store: Store, user: UserRecord, change: string): void {
  store.audit({
    action: 'UserModified',
    method: 'flow',
    userId: user.userId,
    actorId: user.loginIds[0] ?? user.userId,
    externalIds: user.loginIds.slice(0, 1),
    data: { change },
  });
}

const channelOf = (loginId: string): Channel => (isPhone(loginId) ? 'sms' : 'email');

/** The identified login id, for actions that need one. */
function loginIdOf(context: ActionContext): string {
  if (!context.execution.loginId) throw badRequest('No login id was entered in this flow');
  return context.execution.loginId;
}

/** What a sign-up made from this flow knows about the new user. */
const newUserInput = (execution: Execution) => ({
  name: text(execution.form.name) || undefined,
  email: isEmail(execution.loginId) ? execution.loginId : undefined,
  phone: isPhone(execution.loginId) ? execution.loginId : undefined,
});

function signInIntentOf(context: ActionContext, method: string, channel?: Channel): Intent {
  const loginId = loginIdOf(context);
  return signInIntent(context.store, {
    purpose: (text(context.params.purpose) || 'signup-in') as Purpose,
    channel: channel ?? channelOf(loginId),
    loginId,
    method,
    user: newUserInput(context.execution),
  });
}

/** Carry out a verified intent; a sign-in or sign-up signs the user in. */
function fulfilSignIn(context: ActionContext, intent: Intent, amr: string[]): void {
  const existed = !!findUserByLoginId(context.store.data, intent.loginId);
  const user = fulfil(context.store, intent);
  if (intent.purpose === 'update') return;
  context.execution.newUser ||= !existed;
  authenticate(context, user, intent.method, amr);
}

function originOf(context: ActionContext) {
  if (!context.execution.origin) {
    throw badRequest('Passkeys need the page origin: send input.origin or options.origin');
  }
  return relyingParty(context.execution.origin);
}

const ceremonyAnswer = (ceremony: FlowCeremony, options: string, create: boolean): Answer => ({
  action: create ? 'webauthnCreate' : 'webauthnGet',
  webauthn: { transactionId: ceremony.transactionId, options, create },
});

/** The provider-independent pending kinds of flow links, so the /v1/auth routes cannot spend them. */
export const FLOW_MAGIC_LINK_KIND = 'flow-magiclink';
export const FLOW_ENCHANTED_FLOW = 'flow-enchantedlink';
/** The consent page of the emulated OAuth provider looks its state up under this kind. */
const OAUTH_STATE_KIND = 'oauth-state';

/** Codes sent for an email or phone change of the signed-in user. */
function sendUpdateCode(context: ActionContext, channel: Channel, value: string): Outcome {
  const { store, execution } = context;
  const user = currentUser(context);
  const loginId = user.loginIds[0] ?? user.userId;
  // The new address may join the login ids: normalised as one (a 400 reads as invalid input).
  const address = pickAddress(channel, [normaliseLoginId(value, channel)]);
  const addToLoginIDs = context.params.addToLoginIds === true;
  const holder = findUserByLoginId(store.data, address);
  if (addToLoginIDs && holder && holder.userId !== user.userId) {
    throw conflict('Login id belongs to another user');
  }
  const intent: Intent = {
    purpose: 'update',
    channel,
    loginId,
    address,
    method: 'otp',
    userId: user.userId,
    addToLoginIDs,
  };
  sendCode(context.c, intent);
  execution.code = { channel, loginId };
  return NEXT;
}

export const ACTIONS: Record<string, Action> = {
  identify: {
    async run(context) {
      const { input, execution, store, params } = context;
      const typed =
        text(input.email) || text(input.phone) || text(input.loginId) || text(execution.form.email);
      // Normalised as every login id is; one with invisible characters is not valid.
      const checked = checkLoginId(typed);
      const loginId = checked.ok ? checked.value : '';
      if (!isEmail(loginId) && !isPhone(loginId)) {
        return fail('Enter a valid email address.');
      }
      const user = findUserByLoginId(store.data, loginId);
      if (params.mustExist === true && !user) {
        loginFailed(store, loginId, 'flow', 'Unknown login id');
        return fail(text(params.unknownText) || 'No account with this email');
      }
      execution.loginId = loginId;
      execution.userExists = !!user;
      if (!execution.authenticated) {
        execution.userId = '';
        execution.newUser = false;
      }
      return NEXT;
    },
  },

  'otp.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'otp');
      sendCode(context.c, intent);
      context.execution.code = { channel: intent.channel, loginId: intent.loginId };
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'No account with this email' },
  },

  'otp.verify': {
    async run(context) {
      const { store, execution } = context;
      const code = text(context.input.code);
      if (!code) return fail('Enter the code we sent you.');
      const sent = execution.code;
      if (!sent) return fail('No code was sent. Ask for a new one.');
      const record = await auditingFailure(store, sent.loginId, 'otp', () =>
        redeemOtp(store, codeKey(OTP_KIND, sent.channel, sent.loginId), code),
      );
      execution.code = undefined;
      fulfilSignIn(context, intentOf(record), ['otp']);
      return NEXT;
    },
  },

  'password.signIn': {
    async run(context) {
      const user = checkPassword(context.store, loginIdOf(context), secret(context.input.password));
      authenticate(context, user, 'password', ['pwd']);
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'Wrong password. Try again.' },
  },

  'password.signUp': {
    async run(context) {
      const { store, execution } = context;
      const password = secret(context.input.password);
      if (!password) return fail('Enter a password.');
      if (execution.authenticated) {
        // A user who just signed up with a code chooses a password.
        setPassword(store, currentUser(context), password);
        return NEXT;
      }
      const loginId = loginIdOf(context);
      // Check before creating, so a refused password leaves no half-made user behind.
      enforcePolicy(password);
      assertNewLoginId(store, loginId);
      const user = createUser(store, loginId, newUserInput(execution), 'password');
      user.passwordHash = hashSecret(password);
      execution.newUser = true;
      authenticate(context, user, 'password', ['pwd']);
      return NEXT;
    },
  },

  'password.update': {
    async run(context) {
      const password = secret(context.input.newPassword) || secret(context.input.password);
      if (!password) return fail('Enter a new password.');
      setPassword(context.store, currentUser(context), password);
      return NEXT;
    },
  },

  'magicLink.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'magiclink', 'email');
      sendLink(context.c, intent, {
        kind: FLOW_MAGIC_LINK_KIND,
        messageKind: 'magiclink',
        uri: context.resumeUrl(context.step.onSuccess),
        fallbackPath: '/',
        data: { executionId: context.execution.executionId },
      });
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'No account with this email' },
  },

  'magicLink.verify': {
    async run(context) {
      const { store, execution } = context;
      const token = text(context.input.token);
      // Right after sending: show "check your email" until the link brings the token.
      if (!token) return { type: 'wait' };
      const record = await auditingFailure(store, execution.loginId, 'magiclink', () =>
        takeToken(store, FLOW_MAGIC_LINK_KIND, token),
      );
      if (record.data.executionId !== execution.executionId) {
        throw codeInvalid('The link belongs to another sign-in');
      }
      fulfilSignIn(context, intentOf(record), ['magiclink']);
      return NEXT;
    },
    texts: { [Codes.codeInvalid]: 'This link is invalid or has expired. Ask for a new one.' },
  },

  'enchantedLink.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'enchantedlink', 'email');
      const session = openPendingSession(context.c, FLOW_ENCHANTED_FLOW, intent);
      // The link is an ordinary enchanted link: the page it opens approves it with
      // POST /v1/auth/enchantedlink/verify, which approves this flow's pending session.
      sendLink(context.c, intent, {
        kind: 'enchantedlink',
        messageKind: 'enchantedlink',
        uri: context.execution.redirectUrl || undefined,
        fallbackPath: '/enchantedlink',
        data: { sessionKey: session.key },
      });
      context.execution.enchantedKey = session.key;
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'No account with this email' },
  },

  'enchantedLink.poll': {
    async run(context) {
      const { store, execution } = context;
      const key = execution.enchantedKey ?? '';
      const record = Object.hasOwn(store.data.pending, key) ? store.data.pending[key] : undefined;
      if (!record || record.expiresAt <= store.now()) {
        if (record) delete store.data.pending[key];
        execution.enchantedKey = undefined;
        return fail('The sign-in link expired. Ask for a new one.');
      }
      if (!record.approvedUserId) return { type: 'wait', answer: { action: 'poll' } };
      delete store.data.pending[key];
      execution.enchantedKey = undefined;
      const user = findUserById(store.data, record.approvedUserId);
      if (!user) return fail('The sign-in link expired. Ask for a new one.');
      execution.newUser ||= !execution.userExists;
      authenticate(context, user, 'enchantedlink', ['enchantedlink']);
      return NEXT;
    },
  },

  'webauthn.signUpStart': {
    async run(context) {
      const { store, execution } = context;
      const loginId = loginIdOf(context);
      const rp = originOf(context);
      if (findUserByLoginId(store.data, loginId)) throw conflict('User already exists');
      const name = text(execution.form.name);
      const userId = newId('U2');
      const options = await creationOptions({ ...rp, loginId, name, userId, exclude: [] });
      const ceremony: FlowCeremony = {
        ...rp,
        transactionId: newId('W2'),
        purpose: 'signup',
        challenge: options.challenge,
        loginId,
        name,
        userId,
      };
      execution.webauthn = ceremony;
      return { type: 'handoff', answer: ceremonyAnswer(ceremony, optionsString(options), true) };
    },
    texts: {
      [Codes.conflict]:
        'An account with this email exists without a passkey. Sign in another way, then add one.',
    },
  },

  'webauthn.signInStart': {
    async run(context) {
      const { store, execution } = context;
      const rp = originOf(context);
      const user = execution.loginId ? findUserByLoginId(store.data, execution.loginId) : undefined;
      if (execution.loginId && !user?.webauthn.length) return fail('No passkey for this account.');
      const options = await requestOptions(rp.rpID, user?.webauthn ?? []);
      const ceremony: FlowCeremony = {
        ...rp,
        transactionId: newId('W2'),
        purpose: 'signin',
        challenge: options.challenge,
        loginId: execution.loginId,
        name: '',
        userId: user?.userId ?? '',
      };
      execution.webauthn = ceremony;
      return { type: 'handoff', answer: ceremonyAnswer(ceremony, optionsString(options), false) };
    },
  },

  'webauthn.addStart': {
    async run(context) {
      const { execution } = context;
      const user = currentUser(context);
      const rp = originOf(context);
      const loginId = user.loginIds[0] ?? user.userId;
      const options = await creationOptions({
        ...rp,
        loginId,
        name: user.name,
        userId: user.userId,
        exclude: user.webauthn,
      });
      const ceremony: FlowCeremony = {
        ...rp,
        transactionId: newId('W2'),
        purpose: 'update',
        challenge: options.challenge,
        loginId,
        name: user.name,
        userId: user.userId,
      };
      execution.webauthn = ceremony;
      return { type: 'handoff', answer: ceremonyAnswer(ceremony, optionsString(options), true) };
    },
  },

  'webauthn.finish': {
    async run(context) {
      const { store, execution, input } = context;
      const ceremony = execution.webauthn;
      // One answer per ceremony, as a challenge must be: a failed finish uses it up too.
      execution.webauthn = undefined;
      if (!ceremony) return fail('The passkey request expired. Try again.');
      if (input.failure !== undefined && input.failure !== '' && input.failure !== null) {
        return fail('The passkey was not used. Try again, or choose another way.');
      }
      if (text(input.transactionId) && text(input.transactionId) !== ceremony.transactionId) {
        return fail('The passkey request expired. Try again.');
      }
      const response =
        typeof input.response === 'string' ? input.response : JSON.stringify(input.response ?? '');
      if (ceremony.purpose === 'signin') {
        const credentialId = assertedCredentialId(response);
        const candidates = ceremony.userId
          ? [findUserById(store.data, ceremony.userId)]
          : store.data.users;
        const user = candidates.find((u) => u?.webauthn.some((cred) => cred.id === credentialId));
        const credential = user?.webauthn.find((cred) => cred.id === credentialId);
        if (!user || !credential) throw unauthorized('Unknown passkey');
        credential.counter = await verifyAssertion(ceremony, response, credential);
        authenticate(context, user, 'webauthn', ['webauthn']);
        return NEXT;
      }
      const credential = await verifyCreation(ceremony, response, store.now());
      if (ceremony.purpose === 'update') {
        if (!addPasskey(store, currentUser(context), credential)) {
          return fail('This passkey is already registered.');
        }
        return NEXT;
      }
      // Another sign-up may have taken the login id since start.
      if (findUserByLoginId(store.data, ceremony.loginId)) throw conflict('User already exists');
      const user = newUser(store, {
        loginId: ceremony.loginId,
        name: ceremony.name,
        verifiedEmail: false,
        userId: ceremony.userId,
      });
      user.webauthn.push(credential);
      addUser(store, user, 'webauthn');
      execution.newUser = true;
      authenticate(context, user, 'webauthn', ['webauthn']);
      return NEXT;
    },
    texts: {
      [Codes.unauthorized]: 'The passkey could not be verified. Try again.',
      [Codes.badRequest]: 'The passkey could not be verified. Try again.',
    },
  },

  'oauth.start': {
    async run(context) {
      const { store, execution, c } = context;
      const provider = text(context.params.provider);
      if (!isOAuthProvider(provider)) throw badRequest(`Unknown OAuth provider: ${provider}`);
      const state = newId('S2');
      // The consent page's callback appends `code` to this URL, which resumes the flow.
      const back = context.resumeUrl(
        context.step.onSuccess,
        `${c.get('origin')}/emulator/oauth/done`,
      );
      putPending(store, state, OAUTH_STATE_KIND, TTL.state, {
        data: { provider, redirectURL: back, loginHint: execution.loginId },
      });
      execution.oauthState = state;
      execution.oauthProvider = provider;
      return {
        type: 'handoff',
        answer: {
          action: 'redirect',
          redirect: { url: `${c.get('origin')}/emulator/oauth/consent?state=${state}` },
        },
      };
    },
  },

  'oauth.exchange': {
    async run(context) {
      const { store, execution, input } = context;
      const code = text(input.exchangeCode) || text(input.code);
      if (!code) return fail('Sign-in with the provider was cancelled.');
      const { user, data } = redeemFederationCode(store, 'oauth-code', code);
      if (!execution.oauthState || data.stateId !== execution.oauthState) {
        throw unauthorized('The code belongs to another sign-in');
      }
      execution.oauthState = '';
      authenticate(context, user, 'oauth', ['oauth']);
      return NEXT;
    },
    texts: { [Codes.unauthorized]: 'Sign-in with the provider failed. Try again.' },
  },

  'totp.enroll': {
    async run(context) {
      const { store, execution } = context;
      const user = currentUser(context);
      // enrol() sets the secret at once; a flow keeps it aside until a code proves the app
      // has it, so that "Skip" leaves the account as it was.
      const previous = user.totpSecret;
      const view = await enrol(store, user, user.loginIds[0] ?? user.userId);
      execution.pendingTotpSecret = user.totpSecret;
      user.totpSecret = previous;
      execution.totp = { provisionUrl: view.provisioningURL, image: view.image, key: view.key };
      return NEXT;
    },
  },

  'totp.verify': {
    async run(context) {
      const { store, execution } = context;
      const user = currentUser(context);
      const code = text(context.input.code);
      if (!code) return fail('Enter the code from your authenticator app.');
      const enrolling = context.params.enrolment === true;
      const candidate = enrolling
        ? { ...user, totpSecret: execution.pendingTotpSecret ?? '' }
        : user;
      const lockKey = `totp:${user.userId}`;
      assertNotLocked(store, lockKey);
      if (!totpMatches(store, candidate, code)) {
        loginFailed(store, execution.loginId, 'totp', 'Wrong code', user);
        recordFailure(store, lockKey);
        return fail('Wrong code. Try again.');
      }
      clearFailures(store, lockKey);
      if (enrolling) {
        user.totpSecret = candidate.totpSecret;
        execution.pendingTotpSecret = undefined;
        execution.totp = undefined;
      } else {
        execution.amr = [...new Set([...execution.amr, 'otp'])];
      }
      return NEXT;
    },
  },

  'user.updateName': {
    async run(context) {
      const user = currentUser(context);
      const name = text(context.input.name);
      if (!name) return fail('Enter your name.');
      const [givenName = '', ...rest] = name.split(/\s+/);
      Object.assign(user, { name, givenName, middleName: '', familyName: rest.join(' ') });
      modified(context.store, user, 'name');
      return NEXT;
    },
  },

  'user.updatePicture': {
    async run(context) {
      const user = currentUser(context);
      const picture = text(context.input.picture);
      let valid = /^data:image\/(png|jpeg|gif|webp);base64,/i.test(picture);
      try {
        valid ||= ['http:', 'https:'].includes(new URL(picture).protocol);
      } catch {
        // not a URL
      }
      if (!valid) return fail('Enter the address (http or https) of an image.');
      user.picture = picture;
      modified(context.store, user, 'picture');
      return NEXT;
    },
  },

  'user.updateEmail': {
    async run(context) {
      return sendUpdateCode(context, 'email', text(context.input.email));
    },
    texts: { [Codes.badRequest]: 'Enter a valid email address.' },
  },

  'user.updatePhone': {
    async run(context) {
      const channel = (text(context.params.channel) || 'sms') as Channel;
      return sendUpdateCode(context, channel, text(context.input.phone));
    },
    texts: { [Codes.badRequest]: 'Enter a phone number with its country code, like +15550100.' },
  },

  'user.deleteEmail': {
    async run(context) {
      const user = currentUser(context);
      Object.assign(user, { email: '', verifiedEmail: false });
      modified(context.store, user, 'email');
      return NEXT;
    },
  },

  'user.deletePhone': {
    async run(context) {
      const user = currentUser(context);
      Object.assign(user, { phone: '', verifiedPhone: false });
      modified(context.store, user, 'phone');
      return NEXT;
    },
  },

  'user.deleteName': {
    async run(context) {
      const user = currentUser(context);
      Object.assign(user, { name: '', givenName: '', middleName: '', familyName: '' });
      modified(context.store, user, 'name');
      return NEXT;
    },
  },
};

/** Branch predicates: questions about the execution and its user. */
export const PREDICATES: Record<string, (store: Store, execution: Execution) => boolean> = {
  userExists: (store, execution) => !!findUserByLoginId(store.data, execution.loginId),
  hasPassword: (store, execution) => !!subject(store, execution)?.passwordHash,
  hasTotp: (store, execution) => !!subject(store, execution)?.totpSecret,
  hasPasskey: (store, execution) => (subject(store, execution)?.webauthn.length ?? 0) > 0,
  isNewUser: (_store, execution) => execution.newUser,
  isAuthenticated: (_store, execution) => execution.authenticated,
  hasEmail: (store, execution) => !!subject(store, execution)?.email,
  hasPhone: (store, execution) => !!subject(store, execution)?.phone,
};

/** The signed-in user, else the user of the identified login id. */
function subject(store: Store, execution: Execution): UserRecord | undefined {
  if (execution.authenticated && execution.userId)
    return findUserById(store.data, execution.userId);
  return execution.loginId ? findUserByLoginId(store.data, execution.loginId) : undefined;
}
