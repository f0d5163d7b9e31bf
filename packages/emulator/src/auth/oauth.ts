import { checkRedirectURL, issueCode, withCode } from '../federation/codes';
import { peekPending, putPending, TTL, takePending } from '../federation/pending';
import { isOAuthProvider, nativeClientId, OAUTH_PROVIDERS } from '../federation/providers';
import { badRequest, unauthorized } from '../http/errors';
import { newId, newSecret } from '../state/ids';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { identifiedUser, redeemIdentityCode } from './identity-provider';

// OAuth, for the OAuth routes and the flows' OAuth steps alike: a start sends the browser to
// the emulated provider's consent page; the page's answer comes back to the app as a code,
// which the app exchanges for a session. Native sign-ins (mobile, One Tap) start and finish
// with the same code.

const STATE = 'oauth-state';
const CODE = 'oauth-code';
/** The consent page lists this many users: enough to pick from, small enough to render. */
const LISTED_USERS = 50;

/** `provider` when the project has it (the provider's 400 for any other). */
export function checkProvider(provider: string): string {
  if (!isOAuthProvider(provider)) throw badRequest(`Unknown OAuth provider: ${provider}`);
  return provider;
}

/**
 * The user an OAuth provider vouches for by email, linked to that provider: an existing user,
 * or a new one with that verified email. The one linking path of every OAuth sign-in (the
 * consent page, One Tap). A disabled user is left unchanged: their sign-in is refused later.
 */
export function oauthIdentity(
  store: Store,
  provider: string,
  identity: { email: string; name: string },
): UserRecord {
  const user = identifiedUser(store, CODE, identity);
  if (user.status !== 'disabled') user.oauth[provider] = true;
  return user;
}

/** A one-time OAuth code for `user`, which `POST /v1/auth/oauth/exchange` takes. */
export const issueOAuthCode = (
  store: Store,
  user: UserRecord,
  data: { provider: string; stateId?: string },
): string => issueCode(store, CODE, user, data);

/** A sign-in with `provider`: its state, and the consent page to send the browser to. */
export function startOAuth(
  store: Store,
  origin: string,
  input: { provider: string; redirectURL: string; loginHint?: string },
): { state: string; url: string } {
  const provider = checkProvider(input.provider);
  const redirectURL = checkRedirectURL(input.redirectURL);
  const state = newId('S2');
  putPending(store, state, STATE, TTL.state, {
    data: { provider, redirectURL, loginHint: input.loginHint ?? '' },
  });
  return { state, url: `${origin}/emulator/oauth/consent?state=${state}` };
}

/** What the consent page of `state` shows: the provider and the users one may pick. */
export function consentOf(store: Store, state: string) {
  const record = peekPending(store, state, STATE);
  if (!record) throw badRequest('Unknown or expired OAuth state');
  const provider = String(record.data.provider);
  const users = store.data.users
    .filter((user) => user.status === 'enabled')
    .slice(0, LISTED_USERS)
    .map((user) => ({ loginId: user.loginIds[0] ?? '', name: user.name }));
  return {
    providerName: OAUTH_PROVIDERS[provider] ?? provider,
    users,
    loginHint: String(record.data.loginHint ?? ''),
  };
}

/**
 * The consent page's answer: the identity it names (an existing user, or a new one the
 * provider vouches for), and where the browser goes back with the code. A disabled user is
 * left unchanged: the exchange refuses them.
 */
export function consentGiven(
  store: Store,
  origin: string,
  input: { state: string; email: string; name: string },
): string {
  const record = takePending(store, input.state, STATE);
  if (!record) throw badRequest('Unknown or expired OAuth state');
  const provider = String(record.data.provider);
  const user = oauthIdentity(store, provider, input);
  const code = issueOAuthCode(store, user, { provider, stateId: record.id });
  return withCode(String(record.data.redirectURL ?? ''), code, `${origin}/emulator/oauth/done`);
}

/** The user an OAuth code signs in, once; with `state`, a code of that sign-in only. */
export const redeemOAuthCode = (store: Store, code: string, state?: string): UserRecord =>
  redeemIdentityCode(store, CODE, code, { state });

/** A native sign-in's start: the client id to use with the provider, a state and a nonce. */
export function startNativeOAuth(store: Store, provider: string) {
  checkProvider(provider);
  const stateId = newId('S2');
  const nonce = newSecret(16);
  putPending(store, stateId, STATE, TTL.state, {
    data: { provider, redirectURL: '', nonce, native: true },
  });
  // The emulator has no implicit (id token) grant: the app always gets a code.
  return { clientId: nativeClientId(provider), stateId, nonce, implicit: false };
}

/** A native sign-in's finish: the user of the code the consent page issued for `provider`. */
export function finishNativeOAuth(
  store: Store,
  input: { provider: string; stateId: string; code?: string },
): UserRecord {
  checkProvider(input.provider);
  if (!input.code) {
    throw badRequest('The emulator accepts a code (from its consent page), not an idToken');
  }
  // The state is either still pending (consent done for another state) or was consumed by
  // the consent page that issued this very code.
  const live = takePending(store, input.stateId, STATE);
  return redeemIdentityCode(store, CODE, input.code, {
    check: (data) => {
      if (data.provider !== input.provider) {
        throw unauthorized('Code was issued for another provider');
      }
      if (!live && data.stateId !== input.stateId) throw unauthorized('Unknown or expired state');
    },
  });
}
