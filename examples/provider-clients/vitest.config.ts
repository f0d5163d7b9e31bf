import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'example-provider-clients',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
