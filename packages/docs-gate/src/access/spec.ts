import * as z from 'zod';
import { PUBLIC, SIGNED_IN } from './names';

/**
 * Who may read a page (its front matter's `access`, spec 001 and issue 28):
 * - `public`: anyone, no session needed;
 * - `signed-in` (the default, what a page without `access` gets): any valid session;
 * - `{ roles, permissions, tenants }`: a session that carries one of the listed roles, AND one
 *   of the listed permissions, AND is in one of the listed tenants, for each key given (see
 *   allows.ts for where roles and permissions are looked up).
 * A key given with no value, an unknown key or a blank name is a typo, and typos fail the build:
 * a page meant for admins must never quietly become a page for everyone.
 */
const names = (what: string) =>
  z
    .array(z.string().trim().min(1, `a ${what} cannot be blank`), {
      error: `must be a list of ${what} names`,
    })
    .min(1, `lists no ${what}: give at least one, or leave the key out`);

export const AccessRule = z
  .strictObject({
    roles: names('role').optional(),
    permissions: names('permission').optional(),
    tenants: names('tenant').optional(),
  })
  .refine((rule) => rule.roles || rule.permissions || rule.tenants, {
    error: 'names nobody: give roles, permissions or tenants',
  });
export type AccessRule = z.infer<typeof AccessRule>;

export { PUBLIC, SIGNED_IN };

export const Access = z.union([z.literal(PUBLIC), z.literal(SIGNED_IN), AccessRule], {
  error: 'must be public, signed-in, or { roles, permissions, tenants }',
});
/** A page's audience. */
export type Access = z.infer<typeof Access>;

/**
 * A page's `access` front matter value as its audience, `signed-in` when absent; a bad value
 * throws an error that names the page (`where`) and what is wrong with it.
 */
export function accessOf(value: unknown, where: string): Access {
  if (value === undefined) return SIGNED_IN;
  // A plain object is read as a rule, so its own mistakes are named (the union would only
  // say that nothing matched).
  const isRule = typeof value === 'object' && value !== null && !Array.isArray(value);
  const parsed = (isRule ? AccessRule : Access).safeParse(value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const at = issue.path.length ? `access.${issue.path.join('.')}` : 'access';
    return `${at} ${issue.message}`;
  });
  throw new Error(`${where}: ${[...new Set(problems)].join('; ')}`);
}
