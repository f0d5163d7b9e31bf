import { safeReturnPath } from './return-path';

/**
 * Where the server gate serves the public sign-in page: the redirect of a signed-out page
 * request, and where the theme sends a reader whose session ended behind the gate.
 */
export const DEFAULT_SIGN_IN_PATH = '/_gate/sign-in';

/**
 * What a sign-in path may be: a same-origin path with neither query nor fragment (the gate
 * appends `?return=`). The server checks its option with it and the theme the value the gate
 * hands it.
 */
export const isSignInPath = (path: string): boolean =>
  safeReturnPath(path) === path && !path.includes('?') && !path.includes('#');

/**
 * The sign-in page's query flag for "sign in as someone else" (the gate's 403 page links to
 * `<sign-in path>?return=<page>&switch=1`): the page signs the current session out first,
 * where it would otherwise go straight back with it.
 */
export const SWITCH_ACCOUNT_PARAM = 'switch';
