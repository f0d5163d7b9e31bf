import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { perModule } from '../../scripts/per-module.mjs';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default defineConfig(async () => ({
  // One file per module (see scripts/per-module.mjs): an app's bundler makes the chunks.
  ...(await perModule(['src/index.ts'])),
  dts: { entry: { index: 'src/index.ts' } },
  format: ['esm'],
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  // The version header is our package version, fixed at build time.
  define: { __GATEHOUSE_VERSION__: JSON.stringify(version) },
}));
