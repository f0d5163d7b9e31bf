// Lines measured on files the packages' builds wrote, each gzip-compressed on its own as it is
// served: another locale's words, core's HTML tokenizer, the docs gate's sign-in folder.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { LOCALES } from '@gatehouse/core';
import { gzipSize, measureApp } from './measure.mjs';
import { kb } from './table.mjs';

const KB = 1024;
const coreDist = resolve(import.meta.dirname, '../../packages/core/dist');
const signInFolder = resolve(import.meta.dirname, '../../packages/docs-gate/dist/sign-in');
const gzipOfFiles = (paths) => paths.reduce((sum, path) => sum + gzipSize(readFileSync(path)), 0);

// A locale other than English is mode-exclusive: a page in English never fetches another
// locale's words, a page in French fetches only the French sections of what it shows (core's
// catalogue, src/i18n/; each section's words in a module named after its locale, `fr.js`).
// They are in every line's all-in figure, and measured here as core's build wrote them.
const OTHER_LOCALES = LOCALES.filter((locale) => locale !== 'en');
const LOCALE_BUDGET = 9 * KB;

// The content reader's own HTML tokenizer (core's src/content/parse-html.ts with the tokenizer
// and the entity table only it imports) is loaded only where there is no DOM (Node: tests, SSR):
// in a browser readContent uses the browser's own parser, so no browser fetches it. Built here
// as an app would build that chunk (minified), the modules it shares with the reader left out.
const TOKENIZER = 'content/parse-html.js';
const TOKENIZER_OWN = ['./tokenize.js', './entities.js'];
const TOKENIZER_BUDGET = 4.75 * KB;

// The docs gate's public sign-in folder as the package's build wrote it: the gate serves every
// file in it to anyone, so it holds the page and what the page loads, nothing else
// (packages/docs-gate/src/sign-in/folder.test.ts checks that). The page, its script and its
// style are what every signed-out reader loads. The page is a browser build, so core's HTML
// tokenizer is a one-line refusal there (docs-gate's tsup.config.ts).
const SIGN_IN_UP_FRONT = ['index.html', 'sign-in.js', 'sign-in.css'];
// The folder: 196.60 KB measured on 2026-11-26 (the flow engine's polling screens, cbdf1f9).
const SIGN_IN_BUDGET = { upFront: 76 * KB, folder: 196.75 * KB };

/** `{ ok, text }` for a figure against a budget. */
const verdict = (over, text) => ({ ok: !over, text: `${over ? 'OVER' : 'ok  '}  ${text}` });

function localeLines() {
  return OTHER_LOCALES.map((locale) => {
    const chunks = readdirSync(coreDist, { recursive: true })
      .filter((file) => basename(file) === `${locale}.js`)
      .map((file) => join(coreDist, file));
    const gzip = gzipOfFiles(chunks);
    return verdict(
      gzip > LOCALE_BUDGET,
      `the catalogue in ${locale} (${chunks.length} sections, loaded only in ${locale}, each by what shows it): ${kb(gzip)} gzip, budget ${kb(LOCALE_BUDGET)}`,
    );
  });
}

async function tokenizerLine(dir) {
  const tokenizer = join(coreDist, TOKENIZER);
  if (!existsSync(tokenizer)) throw new Error(`no ${tokenizer}: run npm run build first`);
  const { upFront } = await measureApp({
    dir,
    id: 'tokenizer',
    code: `import * as tokenizer from ${JSON.stringify(tokenizer)};\nglobalThis.__sizeApp = tokenizer;\n`,
    external: (id) => id.startsWith('.') && !TOKENIZER_OWN.includes(id),
  });
  return verdict(
    upFront.gzip > TOKENIZER_BUDGET,
    `the content reader's HTML tokenizer (loaded only where there is no DOM: Node, SSR; never by a browser): ${kb(upFront.gzip)} gzip (${kb(upFront.min)} min), budget ${kb(TOKENIZER_BUDGET)}`,
  );
}

function signInFolderLines() {
  if (!existsSync(signInFolder)) throw new Error(`no ${signInFolder}: run npm run build first`);
  const paths = readdirSync(signInFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  const upFront = gzipOfFiles(SIGN_IN_UP_FRONT.map((file) => join(signInFolder, file)));
  const folder = gzipOfFiles(paths);
  const bytes = paths.reduce((sum, path) => sum + statSync(path).size, 0);
  return [
    verdict(
      folder > SIGN_IN_BUDGET.folder,
      `docs gate sign-in folder (built): ${paths.length} files, ${kb(bytes)}, ${kb(folder)} gzip, budget ${kb(SIGN_IN_BUDGET.folder)}`,
    ),
    verdict(
      upFront > SIGN_IN_BUDGET.upFront,
      `docs gate sign-in page up front (page, script, style): ${kb(upFront)} gzip, budget ${kb(SIGN_IN_BUDGET.upFront)}`,
    ),
  ];
}

/** Every line on built files, with its verdict. */
export async function builtFileLines(dir) {
  return [...localeLines(), await tokenizerLine(dir), ...signInFolderLines()];
}
