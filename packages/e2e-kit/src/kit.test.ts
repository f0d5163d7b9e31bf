import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchChromium, type StaticServer, serveStatic } from './index';

let dir: string;
let server: StaticServer;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gatehouse-kit-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Kit</title></head><body><main><h1>Hello</h1><img src="x.png"></main></body></html>',
  );
  server = await serveStatic(dir);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the end-to-end kit', () => {
  it('drives Debian Chromium against a page served on loopback', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/some/client/route`);
    expect(await page.textContent('h1')).toBe('Hello');
    await page.close();
  });

  it('refuses paths outside the served folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(403);
  });

  it('reports axe violations with their targets', async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id)).toContain('image-alt');
    expect(violations.find((v) => v.id === 'image-alt')?.targets).toEqual(['["img"]']);
    await page.close();
  });

  it('reads colours after a transition ends, and is not held up by an endless animation', async () => {
    const page = await browser.newPage();
    await page.setContent(`
      <style>
        p { color: #fff; background: #fff; transition: color 600ms linear; }
        p.shown { color: #111; }
        .spinner { animation: spin 1s linear infinite; }
        @keyframes spin { to { transform: rotate(1turn); } }
      </style>
      <main><p>Fading in</p><div class="spinner" role="presentation"></div></main>`);
    // The text starts white on white and turns near black: halfway it fails contrast.
    await page.evaluate(() => document.querySelector('p')?.classList.add('shown'));
    const violations = await axeViolations(page);
    expect(violations.map((v) => v.id)).not.toContain('color-contrast');
    await page.close();
  });
});
