import { z } from 'zod';

// Request-side building blocks shared by the management routes' body schemas. Bodies are
// objects that ignore unknown fields (`z.object`); `zodJson` has already dropped top-level
// nulls, so a schema only deals with absence.

export const names = z.array(z.string());
export const tenantRoles = z.array(
  z.object({ tenantId: z.string().min(1), roleNames: names.nullish() }),
);
export const attributes = z.record(z.string(), z.unknown());

export const SortEntry = z.object({ field: z.string().min(1), desc: z.boolean().nullish() });

/** `{limit, page, text, sort}`: the part of the body every search shares. */
export const searchShape = {
  limit: z.number().int().nonnegative().optional(),
  page: z.number().int().nonnegative().optional(),
  text: z.string().optional(),
  sort: z.array(SortEntry).optional(),
};
