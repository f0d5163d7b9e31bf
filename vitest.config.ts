import { defineConfig } from 'vitest/config';

// Each package owns its test environment; the root only lists them so that
// `vitest run` at the top runs every package's tests in one process pool.
export default defineConfig({
  test: {
    projects: ['packages/*', 'examples/*', 'scripts'],
  },
});
