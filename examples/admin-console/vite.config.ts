import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreen } from '../first-screen.mjs';
import { DEV_PORTS } from '../ports.mjs';
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
  // From source beside the demo, which serves the built console on its own port (../ports.mjs).
  server: { host: '127.0.0.1', port: DEV_PORTS.console, strictPort: true },
});
