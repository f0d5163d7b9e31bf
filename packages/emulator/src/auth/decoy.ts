import { checkSecret, secretPool } from '../state/store';

// A hash nobody's secret matches, compared against when the account or key is unknown, so
// that an unknown one takes as long to refuse as a wrong secret does (no timing oracle).
let decoyHash: Promise<string> | undefined;

/** bcrypt-compare `plain` with `hash`, or with the decoy when there is no hash. */
export async function checkSecretOrDecoy(
  plain: string,
  hash: string | undefined,
): Promise<boolean> {
  if (hash) return checkSecret(plain, hash);
  decoyHash ??= secretPool().hash('gatehouse-decoy-secret');
  await checkSecret(plain, await decoyHash);
  return false;
}
