import { type RunningDocsGate, serveDocsGate } from '@gatehouse/docs-gate/server';
import { DEMO_ADMIN, demoSeed, type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Where the built client bundle was told the provider is: the config's default, the demo
 * emulator's port. Behind the gate the theme must use the gate's provider (the test's emulator
 * on a free port) instead, so the tests refuse every call to this one.
 */
export const BUILT_BASE_URL = 'http://127.0.0.1:4500';

export const SIGN_IN_PATH = '/_gate/sign-in';

export interface GatedSite {
  emulator: RunningEmulator;
  gate: RunningDocsGate;
  /** Move the gate's clock and the emulator's forward together (the emulator's by its dev API). */
  advanceClocks(ms: number): Promise<void>;
  resetClocks(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The built site served through the server gate against a real emulator (the demo seed), both
 * on 127.0.0.1 and free ports. The gate's clock is `Date.now()` plus an offset the test moves.
 */
export async function startGatedSite(root: string): Promise<GatedSite> {
  const emulator = await startEmulator({ seed: demoSeed() });
  let offset = 0;
  const gate = await serveDocsGate({
    root,
    projectId: emulator.projectId,
    baseUrl: emulator.url,
    port: 0,
    host: '127.0.0.1',
    now: () => Date.now() + offset,
  });
  const setEmulatorClock = async (offsetMs: number) => {
    const response = await fetch(`${emulator.url}/emulator/v1/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs }),
    });
    if (!response.ok) throw new Error(`the emulator's clock: ${response.status}`);
  };
  return {
    emulator,
    gate,
    async advanceClocks(ms) {
      offset += ms;
      await setEmulatorClock(offset);
    },
    async resetClocks() {
      offset = 0;
      await setEmulatorClock(0);
    },
    async stop() {
      await gate.close();
      await emulator.stop();
    },
  };
}

/**
 * Refuse every call to where the site was built to find the provider (BUILT_BASE_URL), as a
 * network error, and list them: a page that still called it would not sign anyone in.
 */
export async function refuseBuiltProvider(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(`${BUILT_BASE_URL}/**`, (route) => {
    refused.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return refused;
}

/** The page's own navigations to the sign-in page, counted from now on. */
export function countSignInVisits(page: Page): () => number {
  let visits = 0;
  page.on('request', (request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    if (new URL(request.url()).pathname === SIGN_IN_PATH) visits++;
  });
  return () => visits;
}

/** The public sign-in page with its docs-sign-in flow on screen. */
export async function signInPageShown(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === SIGN_IN_PATH);
  await page.getByRole('heading', { level: 1, name: 'Sign in to read the docs' }).waitFor();
  // The flow's first screen (the emulator's docs-sign-in flow).
  await page.getByRole('heading', { name: 'Sign in to the docs' }).waitFor();
}

/** Sign in through the flow on the sign-in page, as a reader types it. */
export async function signInAs(
  page: Page,
  account: { loginId: string; password: string },
): Promise<void> {
  await signInPageShown(page);
  await page.getByLabel(/^Work email/).fill(account.loginId);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== SIGN_IN_PATH);
}

/** Sign in as the demo admin (a Tenant Admin of Acme). */
export const signInAsAdmin = (page: Page) => signInAs(page, DEMO_ADMIN);

/** The theme shows the page: the session is known and authenticated. */
export async function docsShown(page: Page): Promise<void> {
  await page.locator('.gatehouse-gate__content:not([hidden])').waitFor({ state: 'attached' });
}

/** Nothing of the docs in the page: no article, no Docusaurus app, no doc text. */
export async function noDocContent(page: Page): Promise<void> {
  const html = await page.content();
  if (/<article|theme-doc-markdown|id="__docusaurus"/.test(html)) {
    throw new Error(`doc content on ${page.url()}`);
  }
}
