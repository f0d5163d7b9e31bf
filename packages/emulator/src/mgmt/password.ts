import { randomInt } from 'node:crypto';

// Look-alike characters (O/0, l/1/I) are left out: an admin reads this password to a person.
const CLASSES = [
  'ABCDEFGHJKLMNPQRSTUVWXYZ',
  'abcdefghijkmnopqrstuvwxyz',
  '23456789',
  '!@#$%&*-_=+?',
];

/**
 * A random temporary password that passes any usual policy: 16 characters with at least one
 * upper-case letter, lower-case letter, digit and symbol.
 */
export function temporaryPassword(length = 16): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)] ?? 'x');
  while (chars.length < length) chars.push(all[randomInt(all.length)] ?? 'x');
  // Fisher-Yates, so the guaranteed classes are not always at the front.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
