import { defineConfig } from 'tsup';
import { perModule } from '../../scripts/per-module.mjs';

const ENTRIES = { index: 'src/index.ts', flow: 'src/flow/index.ts', design: 'src/design/index.ts' };

export default defineConfig(async () => ({
  // One file per module (see scripts/per-module.mjs): an app's bundler makes the chunks, and
  // the sign-in UI and the design system load only in apps that import them.
  ...(await perModule(Object.values(ENTRIES))),
  dts: { entry: ENTRIES },
  format: ['esm'],
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', '@gatehouse/core', 'nanostores', '@nanostores/react'],
}));
