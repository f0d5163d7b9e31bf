import { hashNow } from './bcrypt';
import { createHashPool, type HashPool } from './hash-pool';

// The emulator's secrets (passwords, access-key secrets, one-time codes): bcrypt-hashed,
// and compared on the hash pool's threads, so that a sign-in never holds up other requests.

export { BCRYPT_COST } from './bcrypt';

let pool: HashPool | undefined;

/** The pool the emulator's secrets are compared on, started on first use. */
export const secretPool = (): HashPool => {
  pool ??= createHashPool();
  return pool;
};

/** Put `next` in the shared pool's place (tests); answers the one it replaced. */
export function useSecretPool(next: HashPool): HashPool {
  const previous = secretPool();
  pool = next;
  return previous;
}

/**
 * A new secret's hash, made on this thread: creating a user, a key or a code still holds up
 * the event loop for one hash (seeds are hashed on the pool by `hashDistinct`).
 */
export const hashSecret = (plain: string): string => hashNow(plain);

/** Whether `plain` matches `hash`, compared on the pool; never for an empty hash. */
export const checkSecret = async (plain: string, hash: string): Promise<boolean> =>
  !!hash && secretPool().compare(plain, hash);
