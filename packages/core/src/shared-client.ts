import { type Client, createSessionClient, type SessionClient, withAuth } from './client';

const clients = new Map<string, SessionClient>();
const withAuths = new WeakMap<SessionClient, Client>();

export interface SharedClientOptions {
  projectId: string;
  /** The provider (the default) or the emulator. */
  baseUrl?: string;
}

/**
 * The page's one session client for a project and base URL (see `sharedClient`), without the
 * auth API: what the admin widgets take, so a page that shows only widgets does not ship the
 * sign-in methods.
 */
export function sharedSessionClient(options: SharedClientOptions): SessionClient {
  const key = JSON.stringify([options.projectId, options.baseUrl ?? '']);
  let client = clients.get(key);
  if (!client) {
    client = createSessionClient(
      options.baseUrl
        ? { projectId: options.projectId, baseUrl: options.baseUrl }
        : { projectId: options.projectId },
    );
    clients.set(key, client);
  }
  return client;
}

/**
 * The page's one client for a project and base URL. Every custom element that names the same
 * pair, and the page's own code when it asks too, gets the same session (the widgets' too,
 * through `sharedSessionClient`): one refresh timer, one cross-tab channel, and a sign-in in
 * one element signs in the others. It lives as long as the page.
 */
export function sharedClient(options: SharedClientOptions): Client {
  const session = sharedSessionClient(options);
  let client = withAuths.get(session);
  if (!client) {
    client = withAuth(session);
    withAuths.set(session, client);
  }
  return client;
}
