import { z } from 'zod';

// Tenant ids are object keys: of the `tenants` claim in every JWT, and of whatever objects
// clients and backends build from it. An id that every JavaScript object already answers to
// (`__proto__`, `constructor`, `toString`...) would vanish from such an object, or pass for a
// tenant the user is not in, so a tenant id is a plain name.

/** The longest tenant id accepted. */
export const TENANT_ID_MAX = 100;

/** Names every object has (`constructor`, `toString`, `__proto__`...), and `prototype`. */
export const RESERVED_TENANT_IDS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

const PLAIN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export const TENANT_ID_RULE =
  `letters, digits, '.', '-' and '_', starting with a letter or digit, at most ` +
  `${TENANT_ID_MAX} characters`;

/** A tenant id as the management API and the seed accept it. */
export const TenantId = z
  .string()
  .min(1)
  .max(TENANT_ID_MAX, TENANT_ID_RULE)
  .regex(PLAIN, TENANT_ID_RULE)
  .refine((id) => !RESERVED_TENANT_IDS.has(id), {
    message: 'is a reserved name (a property of every JavaScript object)',
  });
