import { defineConfig } from 'tsup';

export default defineConfig({
  // The hashing thread is an entry of its own, beside the chunks: the seed loader starts it
  // as ./hash-worker.js.
  entry: {
    index: 'src/index.ts',
    cli: 'src/cli.ts',
    bench: 'src/bench.ts',
    'hash-worker': 'src/state/hash-worker.ts',
  },
  format: ['esm'],
  dts: { entry: ['src/index.ts'] },
  clean: true,
  target: 'node20',
  platform: 'node',
});
