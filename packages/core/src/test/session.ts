import { afterEach } from 'vitest';
import { type Client, createClient } from '../client';
import { REFRESH_KEY, SESSION_KEY } from '../session/keys';
import { memoryStorage, type TokenStorage } from '../session/storage';
import { fakeJwt } from './jwt';
import { BASE_URL, PROJECT_ID } from './msw';

export interface PageClient {
  client: Client;
  storage: TokenStorage;
  /** The stored refresh token ('' when signed out). */
  refresh: string;
}

const made: Client[] = [];
afterEach(() => {
  for (const client of made.splice(0)) client.destroy();
});

/**
 * A page's session client on the msw test server, signed in (valid stored tokens) unless
 * `signedIn` is false; destroyed after the test.
 */
export function pageClient(signedIn = true): PageClient {
  const storage = memoryStorage();
  const refresh = signedIn ? fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }) : '';
  if (signedIn) {
    storage.setItem(SESSION_KEY, fakeJwt());
    storage.setItem(REFRESH_KEY, refresh);
  }
  const client = createClient({
    projectId: PROJECT_ID,
    baseUrl: BASE_URL,
    storage,
    logger: { warn() {} },
  });
  made.push(client);
  return { client, storage, refresh };
}
