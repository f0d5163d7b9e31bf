import { decodeJwt, errors, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { badRequest, tokenExpired, unauthorized } from '../http/errors';
import { newId } from '../state/ids';
import type { Store } from '../state/store';
import type { GoogleAccount } from './google-accounts';

// Google's id tokens, as the emulator's stand-in for Google issues them (One Tap), and their
// verification. The stand-in signs with its own RS256 key, never the project's session key,
// so no session token can pass for an id token and no id token for a session.

/** How long a minted id token lives: Google's are good for an hour. */
export const GOOGLE_ID_TOKEN_SECONDS = 3600;

interface StandInKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

// One key per emulator, made on first use and kept in memory only: id tokens are short-lived,
// and one minted before a restart has no sign-in to finish after it.
const keys = new WeakMap<Store, Promise<StandInKey>>();

/** The stand-in Google's signing key for this emulator. */
export function googleSigningKey(store: Store): Promise<StandInKey> {
  let key = keys.get(store);
  if (!key) {
    key = generateKeyPair('RS256').then(({ privateKey, publicKey }) => ({
      kid: newId('G', 16),
      privateKey,
      publicKey,
    }));
    keys.set(store, key);
  }
  return key;
}

/** The stand-in's issuer (`iss`): its own address, as Google's is https://accounts.google.com. */
export const googleIssuer = (origin: string) => `${origin}/emulator/gsi`;

/** An id token for `account`, for the app of `clientId`, carrying `nonce` when one is given. */
export async function mintGoogleIdToken(
  store: Store,
  origin: string,
  input: { clientId: string; nonce?: string; account: GoogleAccount },
): Promise<string> {
  const { kid, privateKey } = await googleSigningKey(store);
  const { account } = input;
  const iat = Math.floor(store.now() / 1000);
  return new SignJWT({
    azp: input.clientId,
    email: account.email,
    email_verified: true,
    name: account.name,
    given_name: account.givenName,
    family_name: account.familyName,
    ...(input.nonce && { nonce: input.nonce }),
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(googleIssuer(origin))
    .setAudience(input.clientId)
    .setSubject(account.sub)
    .setIssuedAt(iat)
    .setExpirationTime(iat + GOOGLE_ID_TOKEN_SECONDS)
    .setJti(newId('J', 20))
    .sign(privateKey);
}

/** Who a verified id token names. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

/**
 * The identity in `idToken`, once it is proved to be the stand-in's (signature, issuer), for
 * this app (`aud` is `clientId`), current (not expired, by the emulator's clock), for this
 * prompt (its `nonce` equals the one the app sent: both present and equal, or both absent)
 * and with an email Google verified. Anything else is refused: 400 for what is not a JWT at
 * all, 401 otherwise; nobody is signed in on a token that fails any check.
 */
export async function verifyGoogleIdToken(
  store: Store,
  origin: string,
  idToken: string,
  expected: { clientId: string; nonce?: string },
): Promise<GoogleIdentity> {
  try {
    decodeJwt(idToken);
  } catch {
    throw badRequest('idToken is not a JWT');
  }
  const { publicKey } = await googleSigningKey(store);
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(idToken, publicKey, {
      algorithms: ['RS256'],
      issuer: googleIssuer(origin),
      audience: expected.clientId,
      requiredClaims: ['sub', 'exp', 'iat'],
      currentDate: new Date(store.now()),
    }));
  } catch (error) {
    throw refusal(error);
  }
  if ((claims.nonce ?? '') !== (expected.nonce ?? '')) {
    throw unauthorized('The id token was issued for another nonce');
  }
  const email = typeof claims.email === 'string' ? claims.email : '';
  if (!email || claims.email_verified !== true) {
    throw unauthorized('The id token carries no verified email');
  }
  return {
    sub: String(claims.sub),
    email,
    name: typeof claims.name === 'string' ? claims.name : '',
  };
}

/** Why jose refused a token, in the provider's error body. */
function refusal(error: unknown) {
  if (error instanceof errors.JWTExpired) return tokenExpired('The id token');
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return unauthorized('The id token signature does not verify');
  }
  if (error instanceof errors.JWTClaimValidationFailed) {
    return unauthorized(`The id token's ${error.claim} claim is not the expected one`);
  }
  return unauthorized('The id token does not verify');
}
