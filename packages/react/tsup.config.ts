import { defineConfig } from 'tsup';

export default defineConfig({
  // The sign-in UI and the design system are entries of their own, so apps that only need the
  // session hooks never load them.
  entry: { index: 'src/index.ts', flow: 'src/flow/index.ts', design: 'src/design/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['react', 'react-dom', '@gatehouse/core', 'nanostores', '@nanostores/react'],
  // The entries share the provider's context: keep it in one chunk.
  splitting: true,
});
