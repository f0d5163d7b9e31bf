import { audienceFromKey, implies } from '../../access';

/**
 * The fewest audience keys that let in the same readers as `keys`: a file is served to a reader
 * who passes any one of them, and one that every reader of another already passes makes that
 * other redundant (a rule's readers are signed in; signed-in readers pass `public`). So a file
 * of a public page and a signed-in one is `['public']`, of a signed-in page and an admin page
 * `['signed-in']`, of two pages of different rules both rules.
 */
export function audienceSet(keys: Iterable<string>): string[] {
  const unique = [...new Set(keys)];
  const access = new Map(unique.map((key) => [key, audienceFromKey(key)] as const));
  return unique
    .filter((key) =>
      unique.every(
        (other) => other === key || !implies(access.get(key) as never, access.get(other) as never),
      ),
    )
    .sort();
}
