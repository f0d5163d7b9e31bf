import { defineConfig } from 'tsup';

export default defineConfig({
  // The sign-in UI is its own entry, so apps that only need the session hooks never load it.
  entry: { index: 'src/index.ts', flow: 'src/flow/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', '@gatehouse/core', 'nanostores', '@nanostores/react'],
  // Both entries share the provider's context: keep it in one chunk.
  splitting: true,
});
