import { defineProject } from 'vitest/config';

// The root scripts' own tests: the demo's start-up, the widget bench's budgets, the request
// bench's counting and the size measure.
export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.mjs'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
