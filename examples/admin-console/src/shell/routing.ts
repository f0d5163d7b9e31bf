import { useSyncExternalStore } from 'react';

// Hash routing: `#/users`, `#/roles`, ... The view lives in the URL, so a reload or a shared
// link opens the same view, and because the path never changes the static host needs no
// fallback to index.html. The query (`?mock=1`, `?projectId=`) is left alone.

/** The hash of a view, e.g. `#/access-keys`. */
export const hrefOf = (id: string) => `#/${id}`;

/** The view the hash names, or the fallback for an empty or unknown hash. */
export function viewFromHash<T extends string>(hash: string, ids: readonly T[], fallback: T): T {
  const id = hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
  return ids.includes(id as T) ? (id as T) : fallback;
}

function subscribe(listener: () => void) {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

/** The current view, following the address bar (links, back and forward, typed hashes). */
export function useHashView<T extends string>(ids: readonly T[], fallback: T): T {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  return viewFromHash(hash, ids, fallback);
}
