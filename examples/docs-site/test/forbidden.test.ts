import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { axeViolations, launchChromium } from '@gatehouse/e2e-kit';
import { DEMO_ADMIN, DEMO_READER } from '@gatehouse/emulator';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatedSite, signInAs, signInPageShown, startGatedSite } from './gate';

// The server gate's 403 page in Chromium (issue 28): a reader signed in through the real
// sign-in page opens a page the build's manifest keeps for Tenant Admins, reads why, and signs
// in as someone else. The build is a small one written here with its manifest, so the test
// needs no site build: the gate, the sign-in page and the emulator's flow are the real ones.

const ADMINS = JSON.stringify({ roles: ['Tenant Admin'] });
const ADMIN_PAGE_TEXT = 'Rotating the signing keys of a tenant';

let base: string;
let site: GatedSite;
let browser: Browser;

function writeBuild(root: string) {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const page = (title: string, text: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`;
  write('index.html', page('Pulse docs', 'Welcome to the Pulse docs.'));
  write('admin/keys/index.html', page('Signing keys', ADMIN_PAGE_TEXT));
  write('404.html', page('Not found', 'Nothing here.'));
  write(
    '.gatehouse/manifest.json',
    JSON.stringify({
      version: 1,
      routes: { '/': 'public', '/admin/keys': ADMINS },
      files: {
        'index.html': { audiences: ['public'] },
        'admin/keys/index.html': { audiences: [ADMINS] },
        '404.html': { audiences: ['public'] },
      },
    }),
  );
}

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'docs-site-forbidden-'));
  writeBuild(join(base, 'build'));
  site = await startGatedSite(join(base, 'build'));
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (base) rmSync(base, { recursive: true, force: true });
});

describe('a page the reader may not open', () => {
  it('answers the 403 page, which says why and lets the reader sign in as someone else', async () => {
    // axe is injected as a script, which the 403 page's CSP (default-src 'none') refuses.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    const { gate } = site;

    // Signed out, the admin page sends the reader to sign in; they sign in as the Acme reader.
    await page.goto(`${gate.url}/admin/keys`);
    await signInPageShown(page);
    await signInAs(page, DEMO_READER);

    // Back at the page: the gate's 403 page, never the sign-in loop.
    await page.waitForURL(`${gate.url}/admin/keys`);
    const heading = page.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('This page is not open to your account');
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('This page is for readers with the role Tenant Admin.');
    expect(text).toMatch(
      /You are signed in as user U2demo\w+ in tenant T2acme, with the role Viewer\./,
    );
    expect(await page.content()).not.toContain(ADMIN_PAGE_TEXT);
    // Clean in both colour schemes: the page has dark colours of its own.
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await axeViolations(page)).toEqual([]);
    const light = await background();
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).not.toBe(light);
    expect(await axeViolations(page)).toEqual([]);

    // The keyboard reaches both ways out, the way home first.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Back to the docs home',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Sign in as someone else',
    );

    // Signing in as someone else ends this session first, then comes back to the page.
    await page.keyboard.press('Enter');
    await signInPageShown(page);
    expect(await page.locator('.gate-note').textContent()).toContain(
      'Sign in with another account to continue.',
    );
    await signInAs(page, DEMO_ADMIN);
    await page.waitForURL(`${gate.url}/admin/keys`);
    await page.getByText(ADMIN_PAGE_TEXT).waitFor();
    await context.close();
  });
});
