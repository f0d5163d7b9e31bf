import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e-kit',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
