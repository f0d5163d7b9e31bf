import { z } from 'zod';

// Request-side building blocks shared by every management route. Clients (ours, the
// provider's SDKs, hand-written scripts) sometimes send `null` for "not given"; top-level
// nulls are dropped before validation so every schema only has to deal with absence.

const dropNulls = (value: unknown): unknown =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null))
    : value;

/** An object schema that ignores unknown fields and treats top-level nulls as absent. */
export const request = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.preprocess(dropNulls, z.object(shape));

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
