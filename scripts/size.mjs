#!/usr/bin/env node
// Measures what an app pays for each public entry: bundled, minified and gzipped, the way a
// host app's bundler would ship it. Exits non-zero when any bundle is over its budget.
//
// Host bundlers (Vite, Rollup, webpack) make each dynamic `import()` that survives tree
// shaking a chunk of its own, fetched when first used. So a budget covers what loads up
// front; the code an entry loads on demand (a passkey ceremony, One Tap, passkey autofill) is
// measured apart and reported on a line of its own, with its own budget (`lazyBudget`).
//
// Two figures per core entry: Gatehouse's own code (its npm dependencies external), and the
// whole bundle with ky, zod/mini, jose and nanostores inside. Those four alone come to about
// 11.7 KB gzip, so the whole-bundle budget sits above them and guards against growth.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const KB = 1024;
const coreDeps = ['ky', 'zod', 'zod/mini', 'jose', 'nanostores'];
const reactPeers = ['react', 'react-dom', 'react/jsx-runtime', '@gatehouse/core', 'nanostores'];
const react = ['react', 'react-dom', 'react/jsx-runtime'];

// The admin widgets share one UI kit. It is measured once on its own; each widget is then
// measured with the kit external (any import that resolves to the kit's entry), so the kit
// is counted once. Core is external too: it is shared with the app's own client and has its
// own entries above (the widgets use createClient, the layouts and the headless stores).
const widgetsSrc = resolve(import.meta.dirname, '../packages/widgets/src');
const kitEntry = resolve(widgetsSrc, 'kit/index.ts');
const kitExternal = {
  name: 'kit-external',
  setup(build) {
    build.onResolve({ filter: /kit(\/index(\.ts)?)?$/ }, (args) => {
      const target = resolve(args.resolveDir, args.path);
      return target === resolve(widgetsSrc, 'kit') || target === kitEntry
        ? { path: '@gatehouse/widgets/kit', external: true }
        : undefined;
    });
  },
};
const widget = (name, file, component) => ({
  name: `${name} widget <${component}> (React, kit and core external)`,
  code: `export { ${component} } from ${JSON.stringify(resolve(widgetsSrc, file))};`,
  external: [...react, '@gatehouse/core'],
  plugins: [kitExternal],
  budget: 22 * KB,
  // The create, edit and one-time-secret forms load when one first opens.
  lazyBudget: 2 * KB,
});
// What a page that shows one widget alone ships: the widget with core (and its dependencies)
// and the kit bundled in, React external. The phone library is a chunk of its own, loaded
// when a user form opens; it is reported on its own line.
const PHONE = 'libphonenumber-js/min';
const widgetAlone = (name, file, component, budget) => ({
  name: `${name} widget <${component}> alone, with core and kit (React external)`,
  code: `export { ${component} } from ${JSON.stringify(resolve(widgetsSrc, file))};`,
  external: [...react, PHONE],
  budget,
  // On demand: the forms (when one first opens), the early-rows reader of long lists (beside
  // the first search) and the mock backend (mock mode only).
  lazyBudget: 6 * KB,
});

const checks = [
  {
    name: 'core createClient + session, own code',
    code: "export { createClient } from '@gatehouse/core';",
    external: coreDeps,
    budget: 10 * KB,
    // The passkey ceremony of `webauthn.*.run`, loaded by the first call.
    lazyBudget: 2 * KB,
  },
  {
    name: 'core createClient + session, with dependencies',
    code: "export { createClient } from '@gatehouse/core';",
    // 21 KB until the client was split so that widgets ship without the auth API (3.2 KB less
    // in every widget bundle), which cost this line about 20 bytes of gzip. The size issue
    // takes it to 16 KB by moving the management API out of createClient.
    budget: 21.25 * KB,
    lazyBudget: 2 * KB,
  },
  {
    name: 'react bindings (React and core external)',
    code: "export * from '@gatehouse/react';",
    external: reactPeers,
    budget: 2 * KB,
  },
  {
    // The whole sign-in UI an app ships: renderer, flow engine and client (React external).
    name: 'react <Flow> renderer with the core engine (React external)',
    code: "export { Flow } from '@gatehouse/react/flow';",
    external: [
      'react',
      'react-dom',
      'react/jsx-runtime',
      '@fingerprintjs/fingerprintjs-pro',
      PHONE,
    ],
    budget: 25 * KB,
    // Passkey ceremonies, passkey autofill, One Tap, the phone field and its country list, and
    // the provider buttons' marks, each loaded by the first screen that needs it, and the
    // debugger overlay (`debug` only); the phone library itself is measured below. The phone
    // field, the marks and the debugger moved here to keep the up-front budget while the
    // flow's stylesheet took on the design system's tokens (about 1 KB).
    lazyBudget: 7 * KB,
  },
  {
    // The kit takes its theme rule from core, which every widget shares and which is
    // measured above: core is external here, as it is for each widget.
    name: 'widgets UI kit (React and core external)',
    code: `export * from ${JSON.stringify(kitEntry)};`,
    external: [...react, '@gatehouse/core'],
    budget: 15 * KB,
  },
  widget('access-key', 'access-keys/access-key-management.tsx', 'AccessKeyManagement'),
  widget('role', 'roles/role-management.tsx', 'RoleManagement'),
  widget('audit', 'audit/audit-management.tsx', 'AuditManagement'),
  widget('user', 'users/user-management.tsx', 'UserManagement'),
  widgetAlone(
    'access-key',
    'access-keys/access-key-management.tsx',
    'AccessKeyManagement',
    40 * KB,
  ),
  widgetAlone('role', 'roles/role-management.tsx', 'RoleManagement', 40 * KB),
  widgetAlone('audit', 'audit/audit-management.tsx', 'AuditManagement', 40 * KB),
  // The provider's user widget is 128 KB gzip before its CDN-loaded UI library.
  widgetAlone('user', 'users/user-management.tsx', 'UserManagement', 40 * KB),
  // On demand: the flow renderer its modals host (@gatehouse/react/flow, not external here).
  { ...widget('profile', 'profile/user-profile.tsx', 'UserProfile'), lazyBudget: 12 * KB },
  {
    // The profile widget alone, with core, kit and the flow renderer its modals host (loaded
    // on the first modal's open: the on-demand line). The provider's is 95 KB gzip before its
    // CDN-loaded UI library. Issue 10 asks for 30 KB all in; most of today's figure is
    // createClient with its dependencies (21 KB) and the flow engine, which the size issue
    // (13) splits. This budget holds today's figure until then.
    ...widgetAlone('profile', 'profile/user-profile.tsx', 'UserProfile', 43 * KB),
    name: 'profile widget <UserProfile> alone, with core, kit and flow renderer (React external)',
    external: [...react, PHONE, '@fingerprintjs/fingerprintjs-pro'],
    lazyBudget: 16 * KB,
  },
  {
    // What core's phone chunk imports: one function and the library's "min" metadata.
    name: 'phone library chunk (loaded when a user form opens)',
    code: `export { parsePhoneNumberFromString } from '${PHONE}';`,
    budget: 30 * KB,
  },
];

const options = (entry, external, plugins) => ({
  ...entry,
  bundle: true,
  minify: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  write: false,
  external,
  plugins,
  logLevel: 'silent',
});
const sizeOf = (bytes) => ({ min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });

/**
 * What loads up front, and what on demand: each dynamic import of a module of ours is left
 * out of the bundle (and marked); the ones still in the minified output are live. Dead ones
 * (in code the entry does not use) vanish with tree shaking, as they do in a host's bundler.
 * The on-demand part is what everything live adds once loaded: the entry bundled with them,
 * less the entry alone, so that code both parts use (core under a lazily loaded renderer) is
 * counted once, up front, as a host's bundler shares it.
 */
async function measure({ code, external = [], plugins = [] }) {
  const deferred = new Map();
  const splitter = {
    name: 'on-demand',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === 'lazy') return undefined;
        const marker = `gatehouse-lazy:${deferred.size}`;
        deferred.set(marker, { path: args.path, resolveDir: args.resolveDir });
        return { path: marker, external: true };
      });
    },
  };
  const result = await build(
    options({ stdin: { contents: code, resolveDir: process.cwd(), loader: 'js' } }, external, [
      splitter,
      ...plugins,
    ]),
  );
  const bytes = result.outputFiles[0].contents;
  const text = new TextDecoder().decode(bytes);
  const live = [...deferred].filter(([marker]) => text.includes(marker)).map(([, at]) => at);
  let lazyGzip = 0;
  if (live.length > 0) {
    const contents = [
      code,
      ...live.map(
        ({ path, resolveDir }, index) =>
          `export * as lazy${index} from ${JSON.stringify(resolve(resolveDir, path))};`,
      ),
    ].join('\n');
    const all = await build(
      options({ stdin: { contents, resolveDir: process.cwd(), loader: 'js' } }, external, plugins),
    );
    lazyGzip = sizeOf(all.outputFiles[0].contents).gzip - sizeOf(bytes).gzip;
  }
  return { ...sizeOf(bytes), lazyGzip };
}

const fmt = (n) => `${(n / KB).toFixed(2)} KB`;
let failed = false;
for (const check of checks) {
  const { min, gzip, lazyGzip } = await measure(check);
  const over = gzip > check.budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER' : 'ok  '}  ${check.name}: ${fmt(gzip)} min+gzip (${fmt(min)} min), budget ${fmt(check.budget)}`,
  );
  if (lazyGzip > 0) {
    const lazyOver = lazyGzip > (check.lazyBudget ?? 0);
    failed ||= lazyOver;
    console.log(
      `${lazyOver ? 'OVER' : 'ok  '}    and on demand: ${fmt(lazyGzip)} min+gzip, budget ${fmt(check.lazyBudget ?? 0)}`,
    );
  }
}
if (failed) {
  console.error('size: a bundle is over its budget');
  process.exit(1);
}
