import { defineProject } from 'vitest/config';

// The root scripts' own tests: the demo's start-up and the widget bench's budgets.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.mjs'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
