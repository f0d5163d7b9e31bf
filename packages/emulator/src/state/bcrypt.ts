import bcrypt from 'bcryptjs';

// bcrypt itself, on whichever thread calls it: the hash pool's threads, and this thread only
// where no thread can run (hash-pool.ts). Everything else goes through the pool.

/** bcrypt cost: the library's default; a real provider would pick something similar. */
export const BCRYPT_COST = 10;

/** What a hashing thread is asked: a plain text to hash, or one to compare with a hash. */
export type SecretJob = string | { plain: string; hash: string };

/** A job's answer: the hash of a plain text, or whether the plain text matches the hash. */
export type SecretAnswer = string | boolean;

export const hashNow = (plain: string): string => bcrypt.hashSync(plain, BCRYPT_COST);

/** Do `job` on this thread (blocking it for as long as bcrypt takes, ~70 ms). */
export const doSecretJob = (job: SecretJob): SecretAnswer =>
  typeof job === 'string' ? hashNow(job) : bcrypt.compareSync(job.plain, job.hash);
