/** The subset of the Web Storage API that the session needs; sync so reads never flicker. */
export interface TokenStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** localStorage when it exists and accepts a write (Safari private mode and quotas may not). */
function usableLocalStorage(): TokenStorage | undefined {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return undefined;
    const probe = '__gatehouse_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

/**
 * The storage a client keeps tokens in: the caller's, else localStorage, else memory.
 * In a browser, falling back to memory means a reload signs the user out, so say so; on a
 * server memory is the expected place and nothing is logged.
 */
export function resolveStorage(
  given: TokenStorage | undefined,
  warn: (message: string) => void,
): TokenStorage {
  if (given) return given;
  const local = usableLocalStorage();
  if (local) return local;
  if (typeof window !== 'undefined') {
    warn('Gatehouse: browser storage is unavailable; the session is kept in memory for this page');
  }
  return memoryStorage();
}
