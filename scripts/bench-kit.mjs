// What the Chromium benches share (scripts/bench-widgets.mjs, scripts/bench-requests.mjs):
// e2e-kit's Chromium and static server, whose package is TypeScript source.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');

/** e2e-kit's Chromium and static server, bundled into `work` for a script run by Node. */
export async function loadKit(work) {
  const outfile = join(work, 'e2e-kit.mjs');
  await build({
    stdin: {
      contents:
        "export { launchChromium } from './src/browser.ts';\n" +
        "export { serveStatic } from './src/static-server.ts';",
      resolveDir: join(ROOT, 'packages/e2e-kit'),
      loader: 'ts',
    },
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}
