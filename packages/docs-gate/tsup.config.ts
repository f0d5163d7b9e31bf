import { defineConfig } from 'tsup';

// One object per part of the package, so that each part owns its build. They share dist/,
// so none of them cleans it: the build script empties dist/ once before tsup runs.
export default defineConfig([
  // The server gate (`@gatehouse/docs-gate/server`) and its CLI, for Node. The CLI's
  // `#!/usr/bin/env node` line is the first line of src/cli.ts, which esbuild keeps. The gate
  // finds the sign-in page at dist/sign-in/ from wherever its code lands in dist/ (entry or
  // shared chunk): see src/server/sign-in-dir.ts.
  {
    entry: { 'server/index': 'src/server/index.ts', cli: 'src/cli.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: { entry: { 'server/index': 'src/server/index.ts' } },
    clean: false,
  },
  // THEME SLOT: the theme object (src/theme/index.ts, src/theme-components/Root.tsx and the
  // sign-in page bundled into dist/sign-in/) goes here; the theme half of the package owns it.
]);
