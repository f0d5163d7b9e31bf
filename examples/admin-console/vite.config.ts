import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from '../first-screen.mjs';
import { sdkChunk } from '../sdk-chunk.mjs';

export default defineConfig({
  base: './',
  plugins: [react(), firstScreen()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: sdkChunk } },
  },
  // From source on its own port: the demo serves the built console on 5173 and the docs on 5175.
  server: { host: '127.0.0.1', port: 5176, strictPort: true },
});
