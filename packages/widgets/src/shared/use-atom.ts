import { useSyncExternalStore } from 'react';

/** What the widgets read from a nanostores atom (no dependency on nanostores itself). */
export interface Readable<T> {
  get(): T;
  listen(listener: (value: T) => void): () => void;
}

/** The atom's value, re-rendering when it changes. */
export function useAtom<T>(atom: Readable<T>): T {
  return useSyncExternalStore(
    (changed) => atom.listen(() => changed()),
    () => atom.get(),
    () => atom.get(),
  );
}
