import { launchChromium } from '@gatehouse/e2e-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docsShown,
  type GatedSite,
  refuseBuiltProvider,
  SIGN_IN_PATH,
  signInAsAdmin,
  startGatedSite,
} from './gate';
import { requireBuild } from './site';

// The site's icons through the server gate: a browser that finds no icon in a page asks for
// /favicon.ico, and a missing or refused one is an error in its console. The sign-in page's
// icon is in the gate's public area; the docs pages' icon, and /favicon.ico, are the site's.

let site: GatedSite;
let browser: Browser;

beforeAll(async () => {
  site = await startGatedSite(requireBuild());
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** The page's declared icon and how the site answers it (with the page's cookies). */
const declaredIcon = (page: Page) =>
  page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) return undefined;
    const answer = await fetch(link.href);
    return { status: answer.status, type: answer.headers.get('content-type') ?? '' };
  });

describe('the docs site icon', () => {
  it('is declared and served on the sign-in page, and on the docs once signed in', async () => {
    const context = await browser.newContext();
    await refuseBuiltProvider(context);
    const page = await context.newPage();
    await page.goto(`${site.gate.url}/quick-start`);
    await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
    expect(await declaredIcon(page)).toEqual({
      status: 200,
      type: expect.stringMatching(/^image\/svg\+xml/),
    });

    await signInAsAdmin(page);
    await docsShown(page);
    expect(await declaredIcon(page)).toEqual({
      status: 200,
      type: expect.stringMatching(/^image\/svg\+xml/),
    });
    // What a browser asks for where a response has no page to declare an icon in.
    const ico = (await page.request.get(`${site.gate.url}/favicon.ico`)).status();
    expect(ico).toBe(200);
    await context.close();
  });
});
