import { defineProject } from 'vitest/config';

// Node by default: the server gate, the CLI and the return-path rule run there. Theme tests
// that need a DOM say so per file with `// @vitest-environment happy-dom`.
export default defineProject({
  test: {
    name: 'docs-gate',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // The gate tests start the emulator and real servers on loopback.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
