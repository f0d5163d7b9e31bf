import { memoryStorage, type TokenStorage } from '../session/storage';

// Stand-ins for what several browser tabs of one origin share, with the behaviour Chromium
// really has: the Web Locks manager is one queue for every tab, while localStorage writes reach
// the other tabs' renderer processes a little later than the lock handover does.

/**
 * The Web Locks contract (`navigator.locks`): one holder per name, FIFO; with `ifAvailable`
 * the callback gets `null` at once when the name is held.
 */
export function lockManager() {
  const tails = new Map<string, Promise<unknown>>();
  /** Names held or waited for. */
  const busy = new Map<string, number>();
  const held = new Set<string>();
  async function request<T>(
    name: string,
    ...args:
      | [(lock: unknown) => Promise<T> | T]
      | [{ ifAvailable?: boolean }, (lock: unknown) => Promise<T> | T]
  ): Promise<T> {
    const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
    if (options.ifAvailable && (busy.get(name) ?? 0) > 0) return callback(null);
    busy.set(name, (busy.get(name) ?? 0) + 1);
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
        busy.set(name, (busy.get(name) ?? 1) - 1);
      }
    });
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  }
  return { request, held };
}

/**
 * One localStorage seen from several tabs: a tab reads its own writes at once, and another
 * tab's writes only after `lagMs`, as across Chromium's renderer processes.
 */
export function laggingStorage(lagMs: number) {
  const stores: TokenStorage[] = [];
  const write = (own: TokenStorage, change: (store: TokenStorage) => void) => {
    change(own);
    for (const store of stores) if (store !== own) setTimeout(() => change(store), lagMs);
  };
  return {
    /** A new tab's view, starting from what the first tab holds. */
    tab(): TokenStorage {
      const own = memoryStorage();
      for (const key of ['DS', 'DSR']) {
        const value = stores[0]?.getItem(key);
        if (value != null) own.setItem(key, value);
      }
      stores.push(own);
      return {
        getItem: (key) => own.getItem(key),
        setItem: (key, value) => write(own, (store) => store.setItem(key, value)),
        removeItem: (key) => write(own, (store) => store.removeItem(key)),
      };
    },
  };
}
