import type { Client } from '../client';
import type { Http } from '../http/http';

/**
 * The client the profile's flows run on: the page's, whose calls carry the
 * signed-in user's refresh token as their bearer when they name no token of their own (as the
 * provider's web SDK sends every call once it keeps the tokens). A profile flow acts on that
 * user (spec 000 §6): the provider starts it only for a bearer of their session. The same HTTP
 * layer underneath, so the session still adopts the tokens a completed flow hands over.
 */
export function asSignedInUser(client: Client): Client {
  const { http, session } = client;
  const request: Http['request'] = (path, options) =>
    http.request(path, options.token ? options : { ...options, token: session.getRefreshToken() });
  return { ...client, http: { ...http, request } };
}
