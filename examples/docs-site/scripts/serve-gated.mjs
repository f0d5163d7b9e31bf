#!/usr/bin/env node
// `npm run serve`, the command `docusaurus build` suggests when it ends: the built site through
// the server gate, as readers meet it (sign-in first, no file to anyone without a session),
// never as plain files. The demo project on the emulator at http://127.0.0.1:4500 by default
// (`npm run demo` at the repository root starts both, the gate on 5175 too); options after
// `--` go to the gate's CLI and win over these, e.g. `npm run serve -- --port 5180`.
//
// The CLI is run from its package rather than through node_modules/.bin: a workspace
// package's bin is only linked if its dist/ existed when npm installed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const site = fileURLToPath(new URL('..', import.meta.url));
const gate = dirname(createRequire(import.meta.url).resolve('@gatehouse/docs-gate/package.json'));
const DEFAULTS = [
  ...['--project-id', 'P2GatehouseDemo'],
  ...['--base-url', 'http://127.0.0.1:4500'],
  ...['--port', '5175'],
];

const child = spawn(
  process.execPath,
  [join(gate, 'dist/cli.js'), 'serve', 'build', ...DEFAULTS, ...process.argv.slice(2)],
  { cwd: site, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
