import { defineConfig } from 'vitest/config';

// Each package owns its test environment; the root only lists them so that
// `vitest run` at the top runs every package's tests in one process pool.
export default defineConfig({
  test: {
    // Each project's own config, so that a shared file beside them (examples/sdk-chunk.mjs)
    // is not taken for a project.
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', 'scripts'],
  },
});
