#!/usr/bin/env node
// Measures what an app pays for each public entry: bundled, minified and gzipped, the way a
// host app's bundler would ship it. Exits non-zero when any bundle is over its budget.
//
// Two figures per core entry: Gatehouse's own code (its npm dependencies external), and the
// whole bundle with ky, zod/mini, jose and nanostores inside. Those four alone come to about
// 11.7 KB gzip, so the whole-bundle budget sits above them and guards against growth.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const KB = 1024;
const coreDeps = ['ky', 'zod', 'zod/mini', 'jose', 'nanostores'];
const reactPeers = ['react', 'react-dom', 'react/jsx-runtime', '@gatehouse/core', 'nanostores'];

const checks = [
  {
    name: 'core createClient + session, own code',
    code: "export { createClient } from '@gatehouse/core';",
    external: coreDeps,
    budget: 10 * KB,
  },
  {
    name: 'core createClient + session, with dependencies',
    code: "export { createClient } from '@gatehouse/core';",
    budget: 21 * KB,
  },
  {
    name: 'react bindings (React and core external)',
    code: "export * from '@gatehouse/react';",
    external: reactPeers,
    budget: 2 * KB,
  },
  {
    // The whole sign-in UI an app ships: renderer, flow engine and client (React external).
    name: 'react <Flow> renderer with the core engine (React external)',
    code: "export { Flow } from '@gatehouse/react/flow';",
    external: ['react', 'react-dom', 'react/jsx-runtime', '@fingerprintjs/fingerprintjs-pro'],
    budget: 25 * KB,
  },
];

async function measure({ code, external = [] }) {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const fmt = (n) => `${(n / KB).toFixed(2)} KB`;
let failed = false;
for (const check of checks) {
  const { min, gzip } = await measure(check);
  const over = gzip > check.budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '}  ${check.name}: ${fmt(gzip)} min+gzip (${fmt(min)} min), budget ${fmt(check.budget)}`,
  );
}
if (failed) {
  console.error('size: a bundle is over its budget');
  process.exit(1);
}
