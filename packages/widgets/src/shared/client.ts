import type { SessionClient, SharedClientOptions } from '@gatehouse/core';
import { useOptionalClient } from '@gatehouse/react';

/**
 * The client a widget calls through: the page's one session. Inside an `<AuthProvider>` of the
 * same project that is the provider's client; elsewhere (custom elements, a page without
 * React) the page's shared client for the project id and base URL, which `shared` gives:
 * core's `sharedSessionClient`, or `sharedClient` for a widget that runs flows (the same
 * session with the auth API). None in mock mode.
 */
export function useWidgetClient<C extends SessionClient>(
  projectId: string,
  baseUrl: string | undefined,
  mock: boolean,
  shared: (options: SharedClientOptions) => C,
): C | undefined {
  const provided = useOptionalClient();
  if (mock || !projectId) return undefined;
  const sameProject =
    provided?.projectId === projectId && (!baseUrl || provided.http.baseUrl === baseUrl);
  // The provider's client is a whole Client: it has whatever `shared` would have added.
  return sameProject && provided
    ? (provided as SessionClient as C)
    : shared({ projectId, baseUrl });
}
