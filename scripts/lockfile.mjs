#!/usr/bin/env node
// `npm ci` refuses a lockfile that lacks an entry for any optional dependency of a locked
// package, even a binary for another platform: npm writes such an entry only when the
// registry it resolved against had that platform package. This check fails the same way
// `npm ci` would, but says which tool to pin, so a lockfile written here installs on every OS.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const lock = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package-lock.json'), 'utf8'));
const packages = lock.packages ?? {};

/** Where node would find `name` from the package at `from` (nearest node_modules upwards). */
function locate(from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    const up = dir.lastIndexOf('/node_modules/');
    if (up === -1) return dir && packages[`node_modules/${name}`] ? `node_modules/${name}` : null;
    dir = dir.slice(0, up);
  }
}

const missing = [];
for (const [path, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    // fsevents is the one optional dependency npm leaves out on purpose when unresolvable.
    if (name === 'fsevents') continue;
    if (!locate(path, name)) missing.push(`${path || '(root)'} -> ${name}`);
  }
}

if (missing.length) {
  console.error(
    `package-lock.json lacks ${missing.length} optional platform packages, so \`npm ci\` would refuse it.\n` +
      'Pin (or override) the tool to a release whose every platform package is in the registry:\n' +
      missing.map((line) => `  ${line}`).join('\n'),
  );
  process.exit(1);
}
console.log(
  `ok    package-lock.json is complete for every platform (${Object.keys(packages).length} entries)`,
);
