import { verifyGoogleIdToken } from '../federation/google-id-token';
import { nativeClientId } from '../federation/providers';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { admit } from './admission';
import { checkProvider, issueOAuthCode, oauthIdentity } from './oauth';
import type { SignInOptions } from './sign-in';

// One Tap, for its REST routes and the flows' One Tap step alike: the app initialises the
// provider's script with the project's client id, the script hands back an id token for the
// account the person chose, and that token, once verified, signs up or in the user with its
// email through the OAuth linking path.

const METHOD = 'oauth';

export interface OneTapInput {
  provider: string;
  idToken: string;
  nonce?: string;
}

/**
 * The client id the app initialises the provider's script with: the project's client id of
 * that provider (the one native sign-ins use). An unknown provider is the provider's 400.
 */
export const oneTapClientId = (provider: string): string => nativeClientId(checkProvider(provider));

/**
 * The user an id token signs up or in: verified for this project's client id of `provider`
 * and this prompt's nonce, then found or created by its email and linked to the provider.
 * A disabled user is refused here, before any code or session is issued.
 */
export async function oneTapUser(
  store: Store,
  origin: string,
  input: OneTapInput,
): Promise<UserRecord> {
  const clientId = oneTapClientId(input.provider);
  const identity = await verifyGoogleIdToken(store, origin, input.idToken, {
    clientId,
    nonce: input.nonce,
  });
  const user = oauthIdentity(store, input.provider, identity);
  admit(store, user, { method: METHOD });
  return user;
}

/** `verify`: the id token's user as a one-time OAuth code, for `POST /v1/auth/oauth/exchange`. */
export async function oneTapCode(store: Store, origin: string, input: OneTapInput) {
  const user = await oneTapUser(store, origin, input);
  return issueOAuthCode(store, user, { provider: input.provider });
}

/** How a One Tap sign-in is audited and what its session's `amr` says: an OAuth one. */
export const ONE_TAP_SIGN_IN: Readonly<SignInOptions> = { method: METHOD, amr: ['oauth'] };
