import { SESSION_KEY } from '@gatehouse/core';
import { type JWTPayload, jwtVerify } from 'jose';
import { issuerMatchesProject } from './issuer';
import { createKeySet } from './keys';
import { createVerifiedCache } from './verified-cache';

/** The cookie the client mirrors the session token into: core's SESSION_KEY, taken from core. */
export const SESSION_COOKIE = SESSION_KEY;
/** Seconds of clock skew allowed, as the provider's node SDK allows. */
export const CLOCK_TOLERANCE_SECONDS = 5;
/** The `drn` of a refresh token: never accepted as a session. */
const REFRESH_TOKEN_KIND = 'DSR';
/** No session token comes near this; anything longer is refused before parsing. */
const MAX_TOKEN_LENGTH = 16_384;

export interface SessionVerifierOptions {
  projectId: string;
  /** Without a trailing '/'. */
  baseUrl: string;
  now: () => number;
  fetch?: typeof fetch;
}

export type SessionVerifier = (token: string | undefined) => Promise<JWTPayload | null>;

/**
 * Verifies session tokens against the project's keys at `{baseUrl}/v2/keys/{projectId}`
 * (as core builds every URL: appended to the base URL), cached per gate by `createKeySet`;
 * a token verified once is taken on trust until it expires or the key set changes
 * (verified-cache.ts).
 */
export function createSessionVerifier(options: SessionVerifierOptions): SessionVerifier {
  const keys = createKeySet({
    url: new URL(`${options.baseUrl}/v2/keys/${encodeURIComponent(options.projectId)}`),
    now: options.now,
    fetch: options.fetch,
  });
  const cache = createVerifiedCache(CLOCK_TOLERANCE_SECONDS);
  return async (token) => {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    // The set in hand before verifying: if another is loaded meanwhile, this token is checked
    // again against it next time.
    const generation = keys.generation();
    const known = cache.get(token, generation, options.now());
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, keys, {
        algorithms: ['RS256'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(options.now()),
        requiredClaims: ['exp', 'sub'],
      });
      if (!issuerMatchesProject(payload.iss, options.projectId)) return null;
      if (payload.drn === REFRESH_TOKEN_KIND) return null;
      cache.set(token, payload, generation);
      return payload;
    } catch {
      // Any failure (bad signature, expired, unknown key, keys unreachable) is no session;
      // the reason stays here, and so does the token.
      return null;
    }
  };
}
