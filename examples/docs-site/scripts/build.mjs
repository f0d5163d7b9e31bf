#!/usr/bin/env node
// The site's build: generate the pages from the outline, run `docusaurus build`, then print
// how long it took and how big the output is (CI keeps an eye on both).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadGenerator } from './generate.mjs';

const site = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();

const { generate } = await loadGenerator();
console.log(`generated ${generate(site)} doc pages from the outline`);

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build'], {
  cwd: site,
  stdio: 'inherit',
  env: { ...process.env, DOCUSAURUS_TELEMETRY_DISABLED: '1' },
});
if (result.status !== 0) process.exit(result.status ?? 1);

function size(dir) {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = size(path);
      bytes += inner.bytes;
      files += inner.files;
    } else {
      bytes += statSync(path).size;
      files += 1;
    }
  }
  return { bytes, files };
}
const { bytes, files } = size(join(site, 'build'));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `docs site built in ${seconds} s: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB in build/`,
);
