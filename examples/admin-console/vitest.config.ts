import { defineProject } from 'vitest/config';

// End-to-end tests of the built console in Chromium. A config of its own also keeps Vitest
// from loading vite.config.ts (and the React plugin) for this project.
export default defineProject({
  test: {
    name: 'example-admin-console',
    environment: 'node',
    include: ['e2e/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
