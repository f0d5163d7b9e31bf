/** JSON nested `depth` levels deep: `{"a":{"a":...1...}}`. */
export const nestedObject = (depth: number): string =>
  `${'{"a":'.repeat(depth - 1)}{"a":1}${'}'.repeat(depth - 1)}`;
