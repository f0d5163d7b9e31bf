// How the SDK packages are built: one output file per source module, as the source is written.
// An app's bundler then sees our module graph itself and makes its own chunks: what a page needs
// up front joins the app's entry, and each part we load on demand becomes one chunk of the app.
// Pre-bundled chunks defeat that. A chunk of ours that both the entry and an on-demand part
// import stays a file of its own in a Vite (rolldown) build, so the sign-in app fetched 13
// files up front where 3 do.
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

/** What a relative import may name, in the order TypeScript's bundler resolution tries them. */
const CANDIDATES = [
  ['.ts', '.js'],
  ['.tsx', '.js'],
  ['/index.ts', '/index.js'],
  ['/index.tsx', '/index.js'],
];

/**
 * The specifier a built file imports for `specifier` written in `dir`'s source: the same path
 * with the extension Node and browsers need (`./flow` -> `./flow/index.js`), or undefined when
 * it names no source module (esbuild then reports it).
 */
export function builtSpecifier(dir, specifier) {
  for (const [source, built] of CANDIDATES) {
    if (existsSync(resolve(dir, specifier + source))) return specifier + built;
  }
  return undefined;
}

/** Every relative import stays an import of the sibling file, with its built extension. */
export const keepModules = {
  name: 'keep-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const path = builtSpecifier(args.resolveDir, args.path);
      return path ? { path, external: true } : undefined;
    });
  },
};

/**
 * The source modules `entries` reach through relative imports, as tsup entries named after
 * their path under `src` (`flow/engine` for src/flow/engine.ts): only what the package's
 * entries use is shipped, never a test or its helpers.
 */
export async function reachableModules(entries, cwd = process.cwd()) {
  const { metafile } = await build({
    entryPoints: entries.map((entry) => join(cwd, entry)),
    absWorkingDir: cwd,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'neutral',
    format: 'esm',
    logLevel: 'silent',
    outdir: 'out',
  });
  const modules = Object.keys(metafile.inputs).filter((input) => /^src\/.*\.tsx?$/.test(input));
  return Object.fromEntries(
    modules.sort().map((input) => [relative('src', input).replace(/\.tsx?$/, ''), input]),
  );
}

/** The tsup options for a package built one file per module from `entries`. */
export async function perModule(entries) {
  return {
    entry: await reachableModules(entries),
    bundle: true,
    splitting: false,
    esbuildPlugins: [keepModules],
  };
}
