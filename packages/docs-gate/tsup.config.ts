import { appendFileSync, copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { defineConfig, type Options } from 'tsup';
import { LOADING_CSS } from './src/loading-css';
import { pageOutputs } from './src/sign-in/page-outputs';

const SIGN_IN_ENTRY = 'src/sign-in/main.tsx';
const SIGN_IN_DIR = 'dist/sign-in';

/**
 * Core's own HTML tokenizer (its `content/parse-html.js`) reads content only where there is no
 * DOM (Node: tests, SSR); a browser reads it with its own parser and never loads the chunk. The
 * page is a browser build, so the module is replaced by a one-line module that refuses (were it
 * ever asked for, readContent would fail with E_CONTENT_PARSER): a file no browser loads is
 * not served from the public folder.
 */
const browserParserOnly: Plugin = {
  name: 'browser-parser-only',
  setup(build) {
    build.onResolve({ filter: /(^|\/)parse-html\.js$/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, namespace: 'no-tokenizer' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'no-tokenizer' }, () => ({
      contents: "throw new Error('The sign-in page reads content with the browser\\'s parser');",
      loader: 'js',
    }));
  },
};

/**
 * The public sign-in page, bundled apart from the docs: React, the SDK and the flow in one
 * minified production entry, the parts the flow loads on demand (the phone library, the
 * fingerprint agent) in chunks beside it, plus its CSS and HTML. Nothing of the docs is in it,
 * so the gate can serve it to anyone; and only what the page can load is written, since
 * esbuild also makes chunks that nothing loads (see pageOutputs).
 */
async function buildSignInPage(): Promise<void> {
  const result = await build({
    entryPoints: { 'sign-in': SIGN_IN_ENTRY },
    outdir: SIGN_IN_DIR,
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
    // core marks itself side-effect free, so esbuild drops (and reports) its bare chunk
    // imports: intended, and not worth a warning per chunk on every build.
    logOverride: { 'ignored-bare-import': 'silent' },
    write: false,
    metafile: true,
    plugins: [browserParserOnly],
  });
  const loaded = pageOutputs(result.metafile, SIGN_IN_ENTRY);
  for (const file of result.outputFiles) {
    if (!loaded.has(relative(process.cwd(), file.path).split(sep).join('/'))) continue;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
  }
  copyFileSync('src/sign-in/index.html', `${SIGN_IN_DIR}/index.html`);
  copyFileSync('src/sign-in/favicon.svg', `${SIGN_IN_DIR}/favicon.svg`);
  // The Loading indicator's rules, which also style the one in the HTML before the script runs.
  appendFileSync(`${SIGN_IN_DIR}/sign-in.css`, LOADING_CSS);
}

// One object per part of the package, so that each part owns its build. They share dist/,
// so none of them cleans it: the build script empties dist/ once before tsup runs.
const server: Options = {
  // The server gate (`@gatehouse/docs-gate/server`) and its CLI, for Node. The CLI's
  // `#!/usr/bin/env node` line is the first line of src/cli.ts, which esbuild keeps. The gate
  // finds the sign-in page at dist/sign-in/ from wherever its code lands in dist/ (entry or
  // shared chunk): see src/server/sign-in-dir.ts.
  entry: {
    'server/index': 'src/server/index.ts',
    cli: 'src/cli.ts',
    // The remark plugin of `<ForAudience>` blocks, which a site adds to its docs plugin.
    remark: 'src/blocks/remark-for-audience.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: {
    entry: { 'server/index': 'src/server/index.ts', remark: 'src/blocks/remark-for-audience.ts' },
  },
  clean: false,
};

const worker: Options = {
  // The gate as a Cloudflare Worker (`@gatehouse/docs-gate/worker`): the server's rules with no
  // Node built-in in its module graph (files come through ASSETS). Its dependencies stay
  // imports: Wrangler bundles the Worker for workerd when it deploys.
  entry: { 'worker/index': 'src/worker/index.ts' },
  format: ['esm'],
  platform: 'browser',
  target: 'es2022',
  dts: { entry: { 'worker/index': 'src/worker/index.ts' } },
  clean: false,
};

const theme: Options = {
  // The plugin (node side, loaded by Docusaurus) and the client Root in the theme path.
  // Every .js in the theme path becomes an @theme alias: each entry below wraps the component of
  // that name (@theme-init/...), so no splitting (a shared chunk would become an alias too).
  entry: {
    'theme/index': 'src/theme/index.ts',
    'theme-components/Root': 'src/theme-components/Root.tsx',
    'theme-components/NavbarItem/ComponentTypes':
      'src/theme-components/NavbarItem/ComponentTypes.tsx',
    'theme-components/DocSidebarItems': 'src/theme-components/DocSidebarItems.tsx',
    'theme-components/DocCardList': 'src/theme-components/DocCardList.tsx',
    'theme-components/MDXComponents': 'src/theme-components/MDXComponents.tsx',
    'theme-components/Error': 'src/theme-components/Error.tsx',
  },
  format: ['esm'],
  platform: 'neutral',
  target: 'es2022',
  dts: { entry: { 'theme/index': 'src/theme/index.ts' } },
  clean: false,
  splitting: false,
  external: [
    /^@theme-init\//,
    /^@docusaurus\//,
    /^@generated\//,
    'react',
    'react-dom',
    /^@gatehouse\//,
  ],
  onSuccess: buildSignInPage,
};

export default defineConfig([server, worker, theme]);
