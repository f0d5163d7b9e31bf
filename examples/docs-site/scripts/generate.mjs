#!/usr/bin/env node
// Generate docs/ and sidebars.json from the typed outline in src/outline (see src/generate.ts).
// The TypeScript is bundled with esbuild on the fly, so no build step stands before it.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const site = fileURLToPath(new URL('..', import.meta.url));

/** Load src/generate.ts (and the outline it imports) as a module. */
export async function loadGenerator() {
  const out = `${site}node_modules/.cache/generate.mjs`;
  await build({
    entryPoints: [`${site}src/generate.ts`],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'error',
  });
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { generate } = await loadGenerator();
  const count = generate(site);
  console.log(`generated ${count} doc pages and sidebars.json from the outline`);
}
