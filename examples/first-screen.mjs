// A Vite plugin for the example pages, whose first screen for a new visitor is a hosted
// sign-in flow: it takes what the page's HTML makes the browser fetch one after another out of
// the way of that screen (issue 27: 3 sequential round trips to the first sign-in input,
// `npm run bench:requests`).
// - The flow's first files (config.json, theme.json) are preloaded by an inline script in the
//   head, so they arrive with the scripts instead of after them (core's flowPreloadScript).
// - The page's stylesheet and icon are written into the HTML: two requests fewer.
// Together with examples/sdk-chunk.mjs, which puts the page's code in one file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowPreloadScript } from '@gatehouse/core';
import { projectSettings } from './project-settings.mjs';

const STYLESHEET = /<link rel="stylesheet"[^>]*? href="\.?\/?([^"]+\.css)"[^>]*>/g;
const ICON = /(<link rel="icon"[^>]*? href=")\.?\/([^"]+\.svg)(")/;

/** The plugin: `plugins: [firstScreen()]` in an example's vite.config. */
export function firstScreen() {
  let publicDir = '';
  return {
    name: 'gatehouse-first-screen',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const preload = {
          tag: 'script',
          children: flowPreloadScript({
            expression: `((page) => (page.offline ? null : page))((${projectSettings})(location.search))`,
          }),
          injectTo: 'head',
        };
        if (!bundle) return [preload];
        const inlined = html
          .replace(STYLESHEET, (tag, fileName) => {
            const sheet = bundle[fileName];
            if (sheet?.type !== 'asset') return tag;
            delete bundle[fileName];
            return `<style>${String(sheet.source)}</style>`;
          })
          .replace(ICON, (_tag, before, fileName, after) => {
            const svg = readFileSync(join(publicDir, fileName), 'utf8');
            return `${before}data:image/svg+xml,${encodeURIComponent(svg)}${after}`;
          });
        return { html: inlined, tags: [preload] };
      },
    },
  };
}
