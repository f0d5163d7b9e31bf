import type { JWTPayload } from 'jose';

/** At most this many verified tokens are kept; the oldest goes first. */
export const VERIFIED_TOKENS_MAX = 10_000;

interface Verified {
  payload: JWTPayload;
  /** The key set it was verified with (keys.ts `generation`). */
  generation: number;
  /** When it stops being valid, in ms on the gate's clock (its `exp` plus the tolerance). */
  until: number;
}

/**
 * The tokens the gate verified, with their claims, so that a reader's next requests skip the
 * signature check (most of a signed-in request's CPU time). A token is taken on trust only
 * until its expiry (with the clock tolerance the verification allows) and only while the key
 * set it was verified with is still the one in hand: a new set (a rotation, a removed key, the
 * set's periodic reload) has every token verified again. Refused tokens are not kept.
 */
export function createVerifiedCache(toleranceSeconds: number) {
  const verified = new Map<string, Verified>();
  return {
    get(token: string, generation: number, nowMs: number): JWTPayload | undefined {
      const hit = verified.get(token);
      if (!hit) return undefined;
      if (hit.generation === generation && nowMs < hit.until) return hit.payload;
      verified.delete(token);
      return undefined;
    },
    set(token: string, payload: JWTPayload, generation: number): void {
      if (typeof payload.exp !== 'number') return;
      if (verified.size >= VERIFIED_TOKENS_MAX) {
        const oldest = verified.keys().next().value;
        if (oldest !== undefined) verified.delete(oldest);
      }
      verified.set(token, { payload, generation, until: (payload.exp + toleranceSeconds) * 1000 });
    },
  };
}
