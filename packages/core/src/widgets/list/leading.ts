import type * as z from 'zod/mini';
import type { ReadBody } from '../../http/http';

// A search can answer with megabytes (10 000 users are about 6 MB). The browser hands the
// body over in chunks, and reading it all, then parsing it all, takes longer than anyone should
// wait for the first rows. They are at the start of the text: these read them from the part
// that has arrived, so that a list shows its first screen while the rest arrives.

/** Rows shown early while a long answer arrives: more than any screen holds. */
export const LEADING_ROWS = 100;

/**
 * The first `count` items of the list under `key` in the start of a JSON answer, `undefined`
 * while fewer have arrived, and `null` when they never will: the answer does not start with
 * that list in compact JSON (as the provider sends it), the list is shorter (the whole answer
 * is then about to arrive anyway), or the text is not JSON. Items are parsed, not validated.
 */
export function leadingItems(
  text: string,
  key: string,
  count: number,
): unknown[] | null | undefined {
  const head = `{"${key}":[`;
  if (!text.startsWith(head)) return head.startsWith(text) ? undefined : null;
  const start = head.length;
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      // Below the list's own depth: the list ended before `count` items.
      if (--depth < 0) return null;
      if (!depth && ++items === count) {
        try {
          return JSON.parse(`[${text.slice(start, i + 1)}]`);
        } catch {
          return null;
        }
      }
    }
  }
  return undefined;
}

// Looked for in the first megabyte only, and again only once another 16 KB has arrived: a
// server that trickles a huge first item byte by byte cannot make the scans add up to more
// than a few passes over that megabyte.
const MAX_CHARS = 1_048_576;
const STEP_CHARS = 1 << 14;

/**
 * What a body watcher says of the text so far: `false` to see more, `true` when it has seen
 * enough, or a promise to wait for before reading on (the page painting what it showed).
 */
export type Watch = (soFar: string) => boolean | Promise<void>;

/** The body as text, read chunk by chunk and shown to `watch` as it grows. */
export async function readText(response: Response, watch: Watch): Promise<string> {
  if (!response.body) return response.text();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let watching: Watch | undefined = watch;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += chunk.value;
    const seen = watching?.(text);
    if (seen !== false) {
      watching = undefined;
      await seen;
    }
  }
  return text;
}

/**
 * A body reader (`RequestOptions.read`) that shows a long answer's first rows under `key`
 * while the rest arrives (see `watchLeading`).
 */
export const readLeading =
  <Item>(key: string, schema: z.ZodMiniType<Item[]>, show: (items: Item[]) => boolean): ReadBody =>
  (response) =>
    readText(response, watchLeading(key, schema, show));

/**
 * A body watcher that hands the first rows under `key` to `show` once
 * they have arrived and `schema` (the list's) holds for them. When `show` showed them, the rest
 * of the answer waits for them to be painted: its parse would hold the frame back.
 */
export function watchLeading<Item>(
  key: string,
  schema: z.ZodMiniType<Item[]>,
  show: (items: Item[]) => boolean,
): Watch {
  let scanned = -STEP_CHARS;
  return (soFar) => {
    if (soFar.length - scanned < STEP_CHARS) return false;
    // A chunk can bring megabytes at once: look at its first megabyte, not past it.
    const head = soFar.length > MAX_CHARS ? soFar.slice(0, MAX_CHARS) : soFar;
    scanned = head.length;
    const items = leadingItems(head, key, LEADING_ROWS);
    if (items === undefined) return scanned >= MAX_CHARS;
    const checked = items && schema.safeParse(items);
    return checked?.success && show(checked.data) ? afterPaint() : true;
  };
}

/**
 * Resolves once the page has had a chance to paint what was just rendered: after the next
 * animation frame has been drawn, or after 50 ms where frames are not drawn (a hidden tab).
 * Outside a browser there is nothing to paint, and it resolves at once.
 */
export function afterPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 50);
    // A task queued from the frame's callback runs once that frame is drawn.
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
