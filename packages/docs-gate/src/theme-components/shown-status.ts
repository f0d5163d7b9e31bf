import type { Claims, SessionState } from '@gatehouse/core';
import { useSession } from '@gatehouse/react';
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and while hydrating, true after. React hydrates with the server
 * snapshot, then renders again with the client's.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The session's status as the theme shows it: 'loading' in the server render and in the first
 * client render, whatever the session atom knows by then, and the atom's status after. The
 * built HTML is the loading state (the server never starts a session), and a stored session
 * token can be shown before a component hydrates: Docusaurus hydrates in a transition, which
 * yields, and the session shows the token a microtask after it is first read. Every component
 * of the theme that renders by the session reads it here, so the first client render equals
 * the HTML and nothing is corrected by hydration.
 */
export function useShownStatus(): SessionState['status'] {
  const { status } = useSession();
  return useHydrated() ? status : 'loading';
}

/**
 * The reader as the theme shows it, on the same terms: undefined while not known (the server
 * render, the hydration render, the session still loading), null for nobody signed in, else the
 * session's claims.
 */
export function useShownReader(): Claims | null | undefined {
  const { status, claims } = useSession();
  const hydrated = useHydrated();
  if (!hydrated || status === 'loading') return undefined;
  return status === 'authenticated' ? (claims ?? null) : null;
}
