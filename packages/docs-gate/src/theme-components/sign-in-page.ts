import { safeReturnPath } from '../return-path';
import { DEFAULT_SIGN_IN_PATH } from '../sign-in-path';

/**
 * Leave for the server gate's public sign-in page, which comes back here once the reader is
 * signed in. Behind the gate every docs file, the sign-in flow's chunks included, answers 401
 * without the DS cookie: a reader who is not signed in can sign in only there. `signInPath` is
 * the gate's (its `signInPath` option, from its script); the default where it is not known.
 * `assign` when the reader asked (Back then returns to this page), `replace` when the page
 * itself cannot be shown (Back must not return to it).
 */
export function goToSignInPage(
  signInPath = DEFAULT_SIGN_IN_PATH,
  how: 'replace' | 'assign' = 'replace',
): void {
  const here = safeReturnPath(location.pathname + location.search + location.hash);
  location[how](`${signInPath}?return=${encodeURIComponent(here)}`);
}
