import { type Client, sharedClient } from '@gatehouse/core';
import { useOptionalClient } from '@gatehouse/react';

/**
 * The client a widget calls through: the page's one session. Inside an `<AuthProvider>` of the
 * same project that is the provider's client; elsewhere (custom elements, a page without
 * React) core's `sharedClient` for the project id and base URL. None in mock mode.
 */
export function useWidgetClient(
  projectId: string,
  baseUrl: string | undefined,
  mock: boolean,
): Client | undefined {
  const provided = useOptionalClient();
  if (mock || !projectId) return undefined;
  const sameProject =
    provided?.projectId === projectId && (!baseUrl || provided.http.baseUrl === baseUrl);
  return sameProject && provided ? provided : sharedClient({ projectId, baseUrl });
}
