import { audienceKey } from './key';
import { PUBLIC, SIGNED_IN } from './names';
import type { Access } from './spec';

/**
 * Whether every reader of a page of audience `page` may also open one of audience `item`: what
 * a page's server-rendered HTML may link to, since it is served to all of them. Conservative:
 * public implies only public; signed-in implies public or signed-in; a rule implies public,
 * signed-in or the same rule (the same key). Two different rules are never compared (one
 * could name a subset of the other's readers, but the check stays simple enough to trust).
 */
export function implies(page: Access, item: Access): boolean {
  if (item === PUBLIC) return true;
  if (page === PUBLIC) return false;
  if (item === SIGNED_IN) return true;
  return page !== SIGNED_IN && audienceKey(page) === audienceKey(item);
}
