import { createLoopGuard } from '../sign-in/loop-guard';

/** Where the theme records its reloads for refused chunks (per tab, as the sign-in page's). */
export const RELOAD_KEY = 'gatehouse:gate:chunk-reloads';

/**
 * Whether an error (or one of its causes) is webpack failing to load a chunk: what a client
 * navigation meets when the server gate answers the next page's chunk with 401 (the session
 * ended) or 403 (the page is not for this reader).
 */
export function isChunkLoadError(error: unknown): boolean {
  for (let at = error, depth = 0; at instanceof Error && depth < 10; depth++) {
    if (at.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(at.message)) {
      return true;
    }
    at = at.cause;
  }
  return false;
}

/**
 * For a refused chunk, load the page the reader asked for in full, so the server gate answers
 * it as a page: its sign-in redirect or its 403 page, in place of "This page crashed". Once per
 * target within the loop guard's window: a page whose own load meets the refusal again shows
 * Docusaurus's error instead of reloading for ever. True when it is leaving.
 */
export function reloadForRefusedChunk(
  error: unknown,
  target: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined,
  assign: (url: string) => void,
): boolean {
  if (!isChunkLoadError(error)) return false;
  const guard = createLoopGuard({ storage, now: Date.now, key: RELOAD_KEY });
  if (!guard.mayReturn(target)) return false;
  assign(target);
  return true;
}
