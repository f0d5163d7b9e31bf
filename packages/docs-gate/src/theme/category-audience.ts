import { type Access, audienceFromKey, audienceKey, SIGNED_IN } from '../access';
import { audienceSet } from '../access/audience-set';

/**
 * The audience of a category's generated page: the least restrictive of its items', so that
 * every reader who may open one of its pages may open the category that lists it (the sidebar
 * and its cards then show each reader only their own items). Any public item makes it public,
 * else any signed-in item signed-in, else the one rule all items share. Items of different rules
 * have no such audience: readers of one rule would reach a category page that is not theirs, or
 * miss one that is, so the build fails and says what to do (`where` names the category).
 * A category with no page in it at all is signed-in, the default.
 */
export function categoryAudience(items: readonly Access[], where: string): Access {
  const widest = audienceSet(items.map(audienceKey));
  if (widest.length === 0) return SIGNED_IN;
  if (widest.length === 1) return audienceFromKey(widest[0] as string);
  throw new Error(
    `${where} holds pages of ${widest.length} different access rules (${widest.join(', ')}). ` +
      'A category page is open to the readers of its pages, so its pages must share one rule, ' +
      'or one of them must be public or signed-in: put the pages of each rule in a category of ' +
      'their own, or give them the same access.',
  );
}
