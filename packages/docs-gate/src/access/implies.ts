import { audienceKey } from './key';
import { PUBLIC, SIGNED_IN } from './names';
import type { Access } from './spec';

/**
 * Whether every reader of a page of audience `page` may also open a page of audience `other`:
 * the test for a link one page shows to another (its previous/next, a sidebar item, a category
 * card). Conservative on purpose: it reasons about the audiences alone, never about who holds
 * what, so two different rules never imply each other even where they overlap (roles A and B
 * do not imply role A). Then a page never names, to any of its readers, a page that one of them
 * could not open.
 * - `public` implies only `public` (its readers may have no session);
 * - `signed-in` implies `public` and `signed-in`;
 * - a rule implies `public`, `signed-in` (its readers all have a session) and the same rule.
 */
export function implies(page: Access, other: Access): boolean {
  if (other === PUBLIC) return true;
  if (page === PUBLIC) return false;
  if (other === SIGNED_IN) return true;
  if (page === SIGNED_IN) return false;
  return audienceKey(page) === audienceKey(other);
}
