import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './limits';

/** The depth of a parsed value, counted without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, the top level as 1', () => {
    expect(nestsDeeperThan('1', 0)).toBe(false);
    expect(nestsDeeperThan('{}', 0)).toBe(true);
    expect(nestsDeeperThan('{}', 1)).toBe(false);
    expect(nestsDeeperThan('[[],{"a":[]}]', 2)).toBe(true);
    expect(nestsDeeperThan('[[],{"a":[]}]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],{"a":[{}]}]', 3)).toBe(true);
    expect(nestsDeeperThan('[[],{"a":[{}]}]', 4)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a\\"[[[":"\\\\","b":"\\"{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\"}[[', 1)).toBe(true);
    expect(nestsDeeperThan('{"a":"\\\\"}[[', 2)).toBe(false);
  });

  it('scans 100 000 nested brackets without recursion', () => {
    expect(nestsDeeperThan('['.repeat(100_000))).toBe(true);
    expect(nestsDeeperThan(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`)).toBe(true);
    expect(nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`)).toBe(
      false,
    );
    expect(
      nestsDeeperThan(`${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`),
    ).toBe(true);
  });

  it('agrees with the depth of any parsed JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.nat(10), (value, max) => {
        const text = JSON.stringify(value);
        expect(nestsDeeperThan(text, max)).toBe(depthOf(value) > max);
      }),
      { numRuns: 2000 },
    );
  });
});
