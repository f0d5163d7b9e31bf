import { implies } from './implies';
import { audienceFromKey } from './key';

/**
 * The fewest audience keys that let in the same readers as `keys`: a file is served to a reader
 * who passes any one of them, and one that every reader of another already passes makes that
 * other redundant (a rule's readers are signed in; signed-in readers pass `public`). So a file
 * of a public page and a signed-in one is `['public']`, of a signed-in page and an admin page
 * `['signed-in']`, of two pages of different rules both rules. The manifest's files take it (a file several pages
 * use), and so does a category page (category-audience.ts), which must come to one key.
 */
export function audienceSet(keys: Iterable<string>): string[] {
  const audiences = [...new Set(keys)].map((key) => ({ key, access: audienceFromKey(key) }));
  return audiences
    .filter((one) =>
      audiences.every((other) => other === one || !implies(one.access, other.access)),
    )
    .map(({ key }) => key)
    .sort();
}
