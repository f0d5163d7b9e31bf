import { defineProject, type Plugin } from 'vitest/config';

/**
 * Docusaurus's virtual modules (webpack aliases inside a site build) do not exist here. They
 * resolve to a module that says so, and the theme tests replace them with vi.mock.
 */
const docusaurusVirtualModules: Plugin = {
  name: 'docusaurus-virtual-modules',
  resolveId: (id) =>
    /^@(theme-init|theme|docusaurus)\//.test(id) && !id.startsWith('@docusaurus/core')
      ? `\0docusaurus:${id}`
      : undefined,
  load: (id) =>
    id.startsWith('\0docusaurus:')
      ? `throw new Error(${JSON.stringify(`${id.slice(12)} exists only in a Docusaurus build: vi.mock it`)});`
      : undefined,
};

export default defineProject({
  plugins: [docusaurusVirtualModules],
  test: {
    name: 'docs-gate',
    // Node by default: the server gate, the CLI and the return-path rule run there. Theme
    // tests that need a DOM say so per file (`// @vitest-environment happy-dom`).
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // The gate tests start the emulator and real servers on loopback.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
