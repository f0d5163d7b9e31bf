import { z } from 'zod';
import { MAX_LIMIT } from './search';

// Request-side building blocks shared by the management routes' body schemas. Bodies are
// objects that ignore unknown fields (`z.object`); `zodJson` has already dropped top-level
// nulls, so a schema only deals with absence.

export const names = z.array(z.string());
export const tenantRoles = z.array(
  z.object({ tenantId: z.string().min(1), roleNames: names.nullish() }),
);
export const attributes = z.record(z.string(), z.unknown());

export const SortEntry = z.object({ field: z.string().min(1), desc: z.boolean().nullish() });

/** A whole number from `min` to `max`, refused with `rule` said plainly (a page, a limit). */
const wholeNumber = (min: number, max: number, rule: string) =>
  z
    .number({ error: rule })
    .int({ error: rule })
    .min(min, { error: rule })
    .max(max, { error: rule });

/**
 * `{limit, page, text, sort}`: the part of the body every search shares. A limit is at most
 * 10 000 rows (0 or absent: 10 000, the provider's default); the page is zero-based. Anything
 * else is a 400 that says so, never a silently different page.
 */
export const searchShape = {
  limit: wholeNumber(0, MAX_LIMIT, `a whole number of rows from 0 to ${MAX_LIMIT}`).optional(),
  page: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'a whole page number from 0').optional(),
  text: z.string().optional(),
  sort: z.array(SortEntry).optional(),
};
