import { fileURLToPath } from 'node:url';
import { launchChromium, type StaticServer, serveStatic } from '@gatehouse/e2e-kit';
import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

/**
 * The built vanilla page served on loopback, an emulator with the demo project on a free
 * port, and Chromium. Pages open on `localhost` (not 127.0.0.1) because WebAuthn refuses an
 * IP address as its relying party id.
 */
export function useVanillaApp() {
  const ctx = {} as {
    emulator: RunningEmulator;
    site: StaticServer;
    browser: Browser;
    /** Open the page for `flowId` in a fresh browser context (its own storage). */
    open(flowId?: string): Promise<Page>;
    inbox(
      loginId: string,
    ): Promise<Array<{ code?: string; link?: string; token?: string; kind: string }>>;
  };
  beforeAll(async () => {
    ctx.emulator = await startEmulator();
    ctx.site = await serveStatic(DIST);
    ctx.browser = await launchChromium();
    ctx.open = async (flowId = 'sign-in') => {
      const context = await ctx.browser.newContext();
      const page = await context.newPage();
      const port = new URL(ctx.site.url).port;
      const query = new URLSearchParams({
        projectId: ctx.emulator.projectId,
        baseUrl: ctx.emulator.url,
        flowId,
      });
      await page.goto(`http://localhost:${port}/?${query}`);
      return page;
    };
    ctx.inbox = async (loginId) => {
      const response = await fetch(
        `${ctx.emulator.url}/emulator/v1/inbox?loginId=${encodeURIComponent(loginId)}`,
      );
      return (
        (await response.json()) as {
          messages: Array<{ code?: string; link?: string; token?: string; kind: string }>;
        }
      ).messages;
    };
  });
  beforeEach(() => ctx.emulator.store.reset());
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.site?.close();
    await ctx.emulator?.stop();
  });
  return ctx;
}
