import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readContent } from '@gatehouse/core';
import { launchChromium, type StaticServer, serveStatic } from '@gatehouse/e2e-kit';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Core's content reader in Chromium, the browser path: the browser's own parser, inert. Hostile
// HTML is read and drawn by a plain DOM renderer of the tree (content-reader.page.ts), and
// nothing runs, loads or navigates. The same inputs read in Node (this process has no DOM, so
// core's tokenizer reads them) give the same trees: the two paths agree.

const HERE = dirname(fileURLToPath(import.meta.url));

/** Markup that would run `window.__pwned = ...` or reach `/evil` if any of it were live. */
const HOSTILE = [
  '<script>window.__pwned = "script"</script>',
  '<img src="/evil/img" onerror="window.__pwned = \'img\'">',
  '<descope-button id="b" onclick="window.__pwned = \'onclick\'">Click me</descope-button>',
  '<descope-text onmouseover="window.__pwned = \'hover\'" ONFOCUS="window.__pwned = 1">Hover</descope-text>',
  '<descope-link href="javascript:window.__pwned=\'href\'">js link</descope-link>',
  '<descope-link href="JaVaScRiPt:window.__pwned=\'case\'">case link</descope-link>',
  '<descope-link href="javascript&#58;window.__pwned=\'entity\'">entity link</descope-link>',
  '<descope-link href="java&#x09;script:window.__pwned=\'tab\'">tab link</descope-link>',
  '<descope-image src="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wd25lZD0xPC9zY3JpcHQ+"></descope-image>',
  '<descope-image src="/evil/image.png"></descope-image>',
  '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg script"</script><path d="M0 0"/></svg>',
  '<svg><style><img src="/evil/style" onerror="window.__pwned = \'svg style\'"></style></svg>',
  '<math><mtext><table><mglyph><style><img src="/evil/math" onerror="window.__pwned = \'math\'">',
  '<noscript><p title="</noscript><img src=/evil/noscript onerror=window.__pwned=\'noscript\'>">',
  '<style>@import "/evil/css"; body { background: url(/evil/bg) }</style>',
  '<iframe src="/evil/frame" srcdoc="<script>parent.__pwned = \'iframe\'</script>"></iframe>',
  '<template><img src="/evil/template" onerror="window.__pwned = \'template\'"></template>',
  '<object data="/evil/object"></object><embed src="/evil/embed"><video src="/evil/video" autoplay></video>',
  '<!-- <img src="/evil/comment" onerror="window.__pwned = \'comment\'"> -->',
  '<descope-text><b>x</descope-text></b><i onclick="window.__pwned=1">open',
  '<descope-text>&lt;img src=/evil/text onerror=window.__pwned=1&gt;</descope-text>',
  '<descope-container st-background-color="red;}body{background:url(/evil/st)" style="background:url(/evil/style-attr)">styled</descope-container>',
  '<form action="/evil/form"><descope-button>submit</descope-button></form>',
  '<meta http-equiv="refresh" content="0;url=/evil/refresh"><base href="/evil/">',
  '<a href="/evil/a" ping="/evil/ping">a</a>',
  '<descope-fancy id="f" onclick="window.__pwned=1">unknown component</descope-fancy>',
];

/** Inputs where the HTML standard's tree construction decides the shape. */
const STRUCTURE = [
  '<descope-container><descope-text/>after self-closing</descope-container>',
  '<svg><span>breaks out</span></svg><descope-text>next</descope-text>',
  '<svg><script>x</script><path d="M1 1"/><path d="M2 2"/></svg>',
  '<div><p>para<div><descope-text>after p</descope-text></div></div>',
  '<descope-text><![CDATA[<descope-button>x</descope-button>]]></descope-text>',
  '<!--><descope-text>after an empty comment</descope-text>',
  '<descope-text>1 < 2 &amp;&amp; 3 > 2 &ampx &copy 2026 &notin; &notit; &#128512; &#x80;</descope-text>',
  '<descope-text label="a&ampb=c&amp;d" placeholder="&lt;b&gt;">x</descope-text>',
  '<span><div><descope-text>in div in span</descope-text></div></span>',
  '<descope-container><input type=hidden name=a value="1"><input type="TEXT" data-id=x></descope-container>',
  '<math><div>breaks out of math</div></math>',
  '<descope-text>a<br>b<hr>c</descope-text>',
  '<descope-container id=a><descope-container id=b></descope-container id=c><descope-text>t</descope-text>',
  `${'<descope-container>'.repeat(64)}deep${'</descope-container>'.repeat(64)}`,
];

/**
 * Pieces of markup for random soups. Tables, `select` and formatting elements (`b`) are left
 * out: the tokenizer does not move content as the browser does around them (core's README).
 */
const PIECES = [
  '<descope-text>',
  '</descope-text>',
  '<descope-container direction="row">',
  '</descope-container>',
  '<descope-button id="b" onclick="alert(1)">',
  '<descope-link href="javascript:alert(1)">',
  '<descope-link href="https://ok.example">',
  '<descope-unknown id="u">',
  '<svg viewBox="0 0 1 1">',
  '</svg>',
  '<path d="M0 0"/>',
  '<math>',
  '<mtext>',
  '<script>alert(1)</script>',
  '<script>',
  '<style>',
  '</style>',
  '<img src=x onerror=alert(1)>',
  '<iframe>',
  '<template>',
  '</template>',
  '<p>',
  '</p>',
  '<div>',
  '</div>',
  '<span style="color:red;}">',
  '</span>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '<!doctype html>',
  '<?xml ?>',
  '</>',
  '<',
  '>',
  '"',
  "'",
  '=',
  '&amp;',
  '&lt;script&gt;',
  '&#58;',
  '&',
  'text',
  ' ',
  '\n',
  '<input type=hidden name=n value=v>',
  '<noscript>',
  '<textarea>',
  '</textarea>',
];

/** Soups of 1 to 40 pieces from a fixed seed (mulberry32): the same soups on every run. */
function soups(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * 40) },
      () => PIECES[Math.floor(next() * PIECES.length)],
    ).join(''),
  );
}

function layoutsDir(): string {
  for (let dir = join(HERE, '../../..'); dirname(dir) !== dir; dir = dirname(dir)) {
    const candidate = join(dir, 'shared/reference/provider-layouts');
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('No shared/reference/provider-layouts beside the repository');
}

function providerLayouts(): Array<[string, string]> {
  const dir = layoutsDir();
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((widget) =>
      readdirSync(join(dir, widget.name))
        .filter((name) => name.endsWith('.html'))
        .map((name): [string, string] => [
          `${widget.name}/${name}`,
          readFileSync(join(dir, widget.name, name), 'utf8'),
        ]),
    );
}

let site: StaticServer;
let browser: Browser;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'gatehouse-reader-'));
  await build({
    entryPoints: [join(HERE, 'content-reader.page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    outfile: join(folder, 'reader.js'),
    logLevel: 'silent',
  });
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Reader</title><script src="/reader.js"></script></head><body><main id="out"></main></body></html>',
  );
  site = await serveStatic(folder);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

interface Watched {
  page: Page;
  dialogs: string[];
  evil: string[];
}

async function open(): Promise<Watched> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  const evil: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    if (request.url().includes('/evil')) evil.push(request.url());
  });
  await page.goto(site.url);
  await page.waitForFunction(() => 'reader' in window);
  return { page, dialogs, evil };
}

/** Read every input in the page, as core reads it there; the results in order, as JSON. */
const readInPage = (page: Page, inputs: readonly string[]) =>
  page.evaluate(async (all) => {
    const results: string[] = [];
    for (const html of all) results.push(JSON.stringify(await window.reader.read(html)));
    return results;
  }, inputs);

describe('the content reader in Chromium', () => {
  it('reads hostile HTML inert, and a plain DOM rendering of it runs nothing and loads nothing', async () => {
    const { page, dialogs, evil } = await open();
    const pwnedAfterReading = await page.evaluate(async (inputs) => {
      for (const html of inputs) await window.reader.read(html);
      return (window as { __pwned?: unknown }).__pwned;
    }, HOSTILE);
    expect(pwnedAfterReading).toBeUndefined();

    await page.evaluate(async (inputs) => {
      const out = document.getElementById('out')!;
      for (const html of inputs) {
        const result = await window.reader.read(html);
        if (!result.ok) throw new Error(result.error.message);
        const section = document.createElement('section');
        window.reader.render(result.data, section);
        out.append(section);
      }
    }, HOSTILE);
    // Everything drawn is clicked, hovered and focused, as a person might.
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll('#out *'))) {
        for (const type of ['click', 'mouseover', 'focus', 'load', 'error']) {
          element.dispatchEvent(new Event(type, { bubbles: true }));
        }
        if (element instanceof HTMLElement) element.click();
      }
    });
    await page.waitForTimeout(500);

    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(evil).toEqual([]);
    expect(page.url()).toBe(`${site.url}/`);
    const drawn = await page.evaluate(() => ({
      tags: [
        ...new Set(Array.from(document.querySelectorAll('#out *'), (e) => e.localName)),
      ].sort(),
      handlers: Array.from(document.querySelectorAll('#out *')).flatMap((e) =>
        e.getAttributeNames().filter((name) => name.startsWith('on')),
      ),
      hrefs: Array.from(document.querySelectorAll('#out [href]'), (e) => e.getAttribute('href')),
      srcs: Array.from(document.querySelectorAll('#out [src]'), (e) => e.getAttribute('src')),
      styles: Array.from(document.querySelectorAll('#out [style]'), (e) => e.getAttribute('style')),
      text: document.getElementById('out')!.textContent,
    }));
    expect(drawn.tags).toEqual([
      'descope-button',
      'descope-container',
      'descope-image',
      'descope-link',
      'descope-text',
      'path',
      'section',
      'span',
      'svg',
    ]);
    expect(drawn.handlers).toEqual([]);
    expect(drawn.hrefs).toEqual([]);
    // A relative path is a safe src; nothing loads it here (descope-image is not defined).
    expect(drawn.srcs).toEqual(['/evil/image.png']);
    expect(drawn.styles).toEqual([]);
    expect(drawn.text).toContain('<img src=/evil/text onerror=window.__pwned=1>');
    expect(drawn.text).toContain('Unsupported component descope-fancy');
    await page.close();
  });

  it('refuses a 10 MB page and 5,000-deep nesting', async () => {
    const { page } = await open();
    const codes = await page.evaluate(async () => {
      const huge = await window.reader.read(
        `<descope-text>${'a'.repeat(10 * 1024 * 1024)}</descope-text>`,
      );
      const deep = await window.reader.read(`${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}`);
      return [huge, deep].map((result) => (result.ok ? 'read' : result.error.code));
    });
    expect(codes).toEqual(['E_CONTENT_TOO_LARGE', 'E_CONTENT_TOO_DEEP']);
    await page.close();
  });

  it("reads the provider's layouts, hostile inputs, tricky structures and 300 random soups as core does in Node", async () => {
    const inputs = [
      ...soups(300, 25).map((html): [string, string] => [html, html]),
      ...providerLayouts(),
      ...HOSTILE.map((html): [string, string] => [html, html]),
      ...STRUCTURE.map((html): [string, string] => [html, html]),
    ];
    const { page } = await open();
    const inBrowser = await readInPage(
      page,
      inputs.map(([, html]) => html),
    );
    await page.close();
    expect(typeof document).toBe('undefined');
    for (const [index, [name, html]] of inputs.entries()) {
      const inNode = await readContent(html);
      expect({ name, tree: JSON.parse(JSON.stringify(inNode)) }).toEqual({
        name,
        tree: JSON.parse(inBrowser[index]!),
      });
    }
  });
});
