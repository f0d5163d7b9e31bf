import { type Client, createClient } from './client';

const clients = new Map<string, Client>();

export interface SharedClientOptions {
  projectId: string;
  /** The provider (the default) or the emulator. */
  baseUrl?: string;
}

/**
 * The page's one client for a project and base URL. Every custom element that names the same
 * pair (the widgets and the flow), and the page's own code when it asks too, gets the same
 * session: one refresh timer, one cross-tab channel, and a sign-in in one element signs in
 * the others. It lives as long as the page.
 */
export function sharedClient(options: SharedClientOptions): Client {
  const key = JSON.stringify([options.projectId, options.baseUrl ?? '']);
  let client = clients.get(key);
  if (!client) {
    client = createClient(
      options.baseUrl
        ? { projectId: options.projectId, baseUrl: options.baseUrl }
        : { projectId: options.projectId },
    );
    clients.set(key, client);
  }
  return client;
}
