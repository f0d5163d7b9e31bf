import type * as z from 'zod/mini';
import type { ReadBody } from '../../http/http';
import { onDemand } from '../../on-demand';

// A search of a list can answer with megabytes; most answers are a few rows. Reading a long
// answer's first rows early and checking it in place (large-answer-reader.ts) is code only a
// long answer needs: a list asks for it with its first search, so that it arrives beside the
// answer, and a short answer never waits for it. When it cannot load, answers are read whole
// and parsed by zod as a short one is: slower for a long list, never wrong, and the next
// search asks again.

/** The reader of long answers: its first rows early, its check in place. */
export const largeAnswers = onDemand(
  'the large-answer reader',
  () => import('./large-answer-reader'),
);

/** Answers the server says are shorter than this are read whole: they arrive at once. */
const SHORT_BYTES = 1 << 16;

const isShort = (response: Response) => {
  const length = response.headers.get('content-length');
  return length !== null && Number(length) < SHORT_BYTES;
};

/** Ask for the reader now (a list's first search), so that a long answer finds it there. */
export const fetchLargeAnswers = () => void largeAnswers().catch(() => undefined);

/**
 * A body reader that shows a long answer's first rows under `key` (once `schema` holds for
 * them) while the rest arrives; a short answer, or any once the reader failed to load, is
 * read whole.
 */
export const readLarge =
  <Item>(key: string, schema: z.ZodMiniType<Item[]>, show: (items: Item[]) => boolean): ReadBody =>
  (response) =>
    isShort(response)
      ? response.text()
      : largeAnswers().then(
          (reader) => reader.readLeading(key, schema, show)(response),
          () => response.text(),
        );

/**
 * `schema`, checked in place once the reader is in (see `inPlace`; a long answer waits for it
 * in `readLarge`), else parsed by zod: the choice is made as the answer is checked, since the
 * reader may arrive while the call is on its way.
 */
export const checkInPlace = <T>(schema: z.ZodMiniType<T>): z.ZodMiniType<T> =>
  Object.create(schema, {
    safeParse: {
      value: (value: unknown) =>
        (largeAnswers.loaded()?.inPlace(schema) ?? schema).safeParse(value),
    },
  });
