import { type EmulatorOptions, type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchChromium } from './browser';
import { type StaticServer, serveStatic } from './static-server';

export interface InboxMessage {
  kind: string;
  /** Where the emulator "sent" it: the email address or phone number. */
  to: string;
  code?: string;
  link?: string;
  token?: string;
}

export interface ExampleApp {
  emulator: RunningEmulator;
  site: StaticServer;
  browser: Browser;
  /** Open the example in a fresh browser context (its own storage) with these query values. */
  open(
    query?: Record<string, string>,
    setup?: (context: BrowserContext) => Promise<void>,
  ): Promise<Page>;
  inbox(loginId: string): Promise<InboxMessage[]>;
}

/**
 * For one test file: an emulator with the demo project on a free port (reset before each
 * test), the built example served on loopback, and Chromium. Pages open on `localhost`
 * rather than 127.0.0.1 because WebAuthn refuses an IP address as its relying party id.
 * The page gets `projectId` and `baseUrl` in its query, pointing it at this emulator.
 * `emulator` options change its start, e.g. a seed with short-lived sessions.
 */
export function useExampleApp(dist: string, emulator: EmulatorOptions = {}): ExampleApp {
  const app = {} as ExampleApp;
  beforeAll(async () => {
    app.emulator = await startEmulator(emulator);
    app.site = await serveStatic(dist);
    app.browser = await launchChromium();
    app.open = async (query = {}, setup) => {
      const context = await app.browser.newContext();
      await setup?.(context);
      const page = await context.newPage();
      const port = new URL(app.site.url).port;
      const params = new URLSearchParams({
        projectId: app.emulator.projectId,
        baseUrl: app.emulator.url,
        ...query,
      });
      await page.goto(`http://localhost:${port}/?${params}`);
      return page;
    };
    app.inbox = async (loginId) => {
      const url = `${app.emulator.url}/emulator/v1/inbox?loginId=${encodeURIComponent(loginId)}`;
      return ((await (await fetch(url)).json()) as { messages: InboxMessage[] }).messages;
    };
  });
  beforeEach(() => app.emulator.store.reset());
  afterAll(async () => {
    await app.browser?.close();
    await app.site?.close();
    await app.emulator?.stop();
  });
  return app;
}
