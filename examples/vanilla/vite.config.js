import { defineConfig } from 'vite';
import { firstScreen } from '../first-screen.mjs';
import { sdkChunk } from '../sdk-chunk.mjs';

export default defineConfig({
  base: './',
  plugins: [firstScreen()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: sdkChunk } },
  },
  server: { host: '127.0.0.1', port: 5174 },
});
