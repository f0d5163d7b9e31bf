import type { Claims } from '@gatehouse/core';
import { type Access, allows } from '../access';

/**
 * A reader's class: the audiences of the site (their keys, `manifest.routes`' distinct values)
 * that the reader passes, sorted. Readers of one class may open the same routes, so they share
 * every derived variant; `id` names the class in caches and ETags.
 */
export interface ReaderClass {
  keys: ReadonlySet<string>;
  id: string;
}

export function readerClass(
  audiences: ReadonlyMap<string, Access>,
  claims: Claims | null,
): ReaderClass {
  const keys = [...audiences]
    .filter(([, access]) => allows(access, claims))
    .map(([key]) => key)
    .sort();
  return { keys: new Set(keys), id: JSON.stringify(keys) };
}
