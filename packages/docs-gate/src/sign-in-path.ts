/**
 * Where the server gate serves the public sign-in page: the redirect of a signed-out page
 * request, and where the theme sends a reader whose session ended behind the gate.
 */
export const DEFAULT_SIGN_IN_PATH = '/_gate/sign-in';
