import { checkSecret, hashSecret } from '../state/store';

// A hash nobody's secret matches, compared against when the account or key is unknown, so
// that an unknown one takes as long to refuse as a wrong secret does (no timing oracle).
let decoyHash = '';

/** bcrypt-compare `plain` with `hash`, or with the decoy when there is no hash. */
export function checkSecretOrDecoy(plain: string, hash: string | undefined): boolean {
  if (hash) return checkSecret(plain, hash);
  decoyHash ||= hashSecret('gatehouse-decoy-secret');
  checkSecret(plain, decoyHash);
  return false;
}
