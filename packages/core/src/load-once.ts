/**
 * `load` run once and shared by every caller, for code fetched on demand. A failed load is
 * forgotten, so the next call asks again: a chunk that could not be fetched (offline, a
 * deploy that replaced it) may well arrive later.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
