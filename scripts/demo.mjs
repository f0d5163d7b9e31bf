#!/usr/bin/env node
// The demo: the emulator with the demo project on 4500, the admin console on 5173, the
// vanilla example on 5174 and the built docs site through the docs gate on 5175, all on
// loopback. Run after `npm run build` (npm run demo does). Ctrl+C stops everything.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDocsGate } from '@gatehouse/docs-gate/server';
import { DEMO_PROJECT_ID } from '@gatehouse/emulator';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];

function run(name, command, args, cwd = root) {
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => process.stdout.write(chunk));
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  child.on('exit', (code) => {
    if (code && !stopping) {
      console.error(`${name} exited with code ${code}; stopping the demo`);
      void stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
/** The docs gate runs in this process. */
let docsGate;
async function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await docsGate?.close().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

// Vite's own script run by this Node, not through npx: a signal to npx stops npx and leaves
// the vite server it started running, holding its port after the demo is gone.
const viteBin = join(
  dirname(createRequire(import.meta.url).resolve('vite/package.json')),
  'bin/vite.js',
);
const vitePreview = (dir, port) => [
  process.execPath,
  [viteBin, 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  `${root}examples/${dir}`,
];

run('emulator', process.execPath, ['packages/emulator/dist/cli.js', '--port', '4500']);
run('admin-console', ...vitePreview('admin-console', 5173));
run('vanilla', ...vitePreview('vanilla', 5174));
// The docs only for signed-in readers: the gate checks the DS cookie against the emulator's
// keys, and sends everyone else to its sign-in page.
const EMULATOR_URL = 'http://127.0.0.1:4500';
try {
  docsGate = await serveDocsGate({
    root: `${root}examples/docs-site/build`,
    projectId: DEMO_PROJECT_ID,
    baseUrl: EMULATOR_URL,
    port: 5175,
    host: '127.0.0.1',
  });
} catch (error) {
  console.error(`docs gate: ${error.message}; stopping the demo`);
  await stop(1);
}

setTimeout(() => {
  console.log(`
Gatehouse demo
  admin console   http://127.0.0.1:5173   (widgets for a tenant admin)
  vanilla page    http://127.0.0.1:5174   (<gatehouse-flow> and <gatehouse-user-profile>, no framework)
  docs site       http://127.0.0.1:5175   (the Pulse product docs behind the docs gate: search, diagrams, image zoom)
  emulator        ${EMULATOR_URL}   (inbox: /emulator/v1/inbox)
  sign in as      admin@acme.test / Gatehouse-Demo-1   (the console, the vanilla page, and the docs site's sign-in page)
Ctrl+C stops everything.`);
}, 2500);
