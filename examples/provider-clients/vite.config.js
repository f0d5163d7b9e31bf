import { defineConfig } from 'vite';
import { DEV_PORTS } from '../ports.mjs';

export default defineConfig({
  base: './',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022' },
  server: { host: '127.0.0.1', port: DEV_PORTS.providerClients, strictPort: true },
});
