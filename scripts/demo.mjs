#!/usr/bin/env node
// The demo: the emulator with the demo project on 4500, the admin console on 5173, the
// vanilla example on 5174, the built docs site through the docs gate on 5175 and the
// provider's own clients on 5176 (examples/ports.mjs), all on loopback. Run after
// `npm run build` (npm run demo does). Ctrl+C stops everything. The banner with the
// addresses prints once every server answers (scripts/demo-ready.mjs).
// GATEHOUSE_DEMO_PORTS="4500 5173 5174 5175 5176" moves them (the tests use free ports); the
// console and the vanilla page still default to the emulator on 4500.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDocsGate } from '@gatehouse/docs-gate/server';
import { DEMO_ADMIN, DEMO_PROJECT_ID, DEMO_READER } from '@gatehouse/emulator';
import { DEMO_PORTS } from '../examples/ports.mjs';
import { waitUntilAnswering } from './demo-ready.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [];
const [EMULATOR_PORT, CONSOLE_PORT, VANILLA_PORT, DOCS_PORT, PROVIDER_PORT] = (
  process.env.GATEHOUSE_DEMO_PORTS ?? Object.values(DEMO_PORTS).join(' ')
)
  .trim()
  .split(/\s+/)
  .map(Number);
const url = (port) => `http://127.0.0.1:${port}`;

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
/** Ends the wait for the servers when the demo stops first. */
const waiting = new AbortController();
async function stop(code = 0) {
  stopping = true;
  waiting.abort();
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

console.log('Starting the demo: the emulator, the admin console, the vanilla page, the docs site…');
run('emulator', process.execPath, [
  'packages/emulator/dist/cli.js',
  '--port',
  String(EMULATOR_PORT),
]);
run('admin-console', ...vitePreview('admin-console', CONSOLE_PORT));
run('vanilla', ...vitePreview('vanilla', VANILLA_PORT));
// The provider's own clients (npm) beside ours; a port list of four leaves it out.
if (PROVIDER_PORT) run('provider-clients', ...vitePreview('provider-clients', PROVIDER_PORT));
// The docs only for signed-in readers: the gate checks the DS cookie against the emulator's
// keys, and sends everyone else to its sign-in page.
const EMULATOR_URL = url(EMULATOR_PORT);
try {
  docsGate = await serveDocsGate({
    root: `${root}examples/docs-site/build`,
    projectId: DEMO_PROJECT_ID,
    baseUrl: EMULATOR_URL,
    port: DOCS_PORT,
    host: '127.0.0.1',
  });
} catch (error) {
  console.error(`docs gate: ${error.message}; stopping the demo`);
  await stop(1);
}

// Each server by an address that answers only once it serves: the emulator's health route
// (after the demo seed is loaded), each site's first page.
const servers = [
  { name: 'emulator', url: `${EMULATOR_URL}/emulator/v1/health` },
  { name: 'admin console', url: url(CONSOLE_PORT) },
  { name: 'vanilla page', url: url(VANILLA_PORT) },
  ...(PROVIDER_PORT ? [{ name: 'provider clients', url: url(PROVIDER_PORT) }] : []),
  { name: 'docs site', url: url(DOCS_PORT) },
];
try {
  await waitUntilAnswering(servers, {
    signal: waiting.signal,
    onWait: (names, waitedMs) =>
      console.log(`still starting after ${Math.round(waitedMs / 1000)} s: ${names.join(', ')}`),
  });
} catch {
  // The demo stopped while waiting: stop() says why and exits.
}
if (!stopping) {
  console.log(`
Gatehouse demo
  admin console   ${url(CONSOLE_PORT)}   (widgets for a tenant admin)
  vanilla page    ${url(VANILLA_PORT)}   (<gatehouse-flow> and <gatehouse-user-profile>, no framework)
${PROVIDER_PORT ? `  provider clients ${url(PROVIDER_PORT)}   (the provider's own descope-wc and user management widget, from npm, beside ours)\n` : ''}  docs site       ${url(DOCS_PORT)}   (the Pulse product docs behind the docs gate: search, diagrams, image zoom)
  emulator        ${EMULATOR_URL}   (inbox: /emulator/v1/inbox)
  sign in as      ${DEMO_ADMIN.loginId} / ${DEMO_ADMIN.password}   (the console, the vanilla page, and the docs site's sign-in page)
  or, docs reader ${DEMO_READER.loginId} / ${DEMO_READER.password}   (an Acme reader without the admin role: the docs' admin pages answer 403)
Ctrl+C stops everything.`);
}
