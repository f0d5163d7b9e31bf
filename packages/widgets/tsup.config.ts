import { defineConfig } from 'tsup';
import { perModule } from '../../scripts/per-module.mjs';

export default defineConfig(async () => ({
  // One file per module (see scripts/per-module.mjs): an app's bundler makes the chunks.
  ...(await perModule(['src/index.ts'])),
  dts: { entry: { index: 'src/index.ts' } },
  format: ['esm'],
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', /^@gatehouse\//],
}));
