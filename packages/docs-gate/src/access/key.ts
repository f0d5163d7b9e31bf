import { PUBLIC, SIGNED_IN } from './names';
import { Access } from './spec';

const sorted = (names: readonly string[] | undefined) =>
  names ? [...new Set(names)].sort() : undefined;

/**
 * One spelling per audience: `public`, `signed-in`, or the rule as JSON with its keys in a fixed
 * order and its names sorted, so two pages that name the same readers share one audience (and one
 * search index, one sidebar) whatever order their front matter lists them in.
 */
export function audienceKey(access: Access): string {
  if (access === PUBLIC || access === SIGNED_IN) return access;
  return JSON.stringify({
    roles: sorted(access.roles),
    permissions: sorted(access.permissions),
    tenants: sorted(access.tenants),
  });
}

/** The audience a key spells (the manifest stores keys); throws on a key no audience spells. */
export function audienceFromKey(key: string): Access {
  if (key === PUBLIC || key === SIGNED_IN) return key;
  return Access.parse(JSON.parse(key));
}
