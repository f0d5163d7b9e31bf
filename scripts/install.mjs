#!/usr/bin/env node
// `npm run setup`: `npm install` (or, with --ci, `npm ci`) with its progress shown every 10 s,
// for a first install that otherwise prints nothing for minutes (scripts/install-progress.mjs).
// Node's own modules only: it runs before anything is installed. Other arguments go to npm.
import { fileURLToPath } from 'node:url';
import { runWithProgress } from './install-progress.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const ci = args.includes('--ci');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const code = await runWithProgress(
  npm,
  [ci ? 'ci' : 'install', '--no-audit', '--no-fund', ...args.filter((arg) => arg !== '--ci')],
  { root },
);
process.exit(code);
