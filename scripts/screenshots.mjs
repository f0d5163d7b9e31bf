#!/usr/bin/env node
// Screenshots of the running demo (`npm run demo`) for looking at what we build: each screen
// at 360 px and 1280 px wide, in light and dark, into .screenshots/. Debian's Chromium,
// headless. Usage: node scripts/screenshots.mjs [name-filter]
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const OUT = new URL('../.screenshots/', import.meta.url);
const VANILLA = 'http://127.0.0.1:5174';
const CONSOLE = 'http://127.0.0.1:5173';
const DOCS = 'http://127.0.0.1:5175';
const ADMIN = { email: 'admin@acme.test', password: 'Gatehouse-Demo-1' };
/** The demo's docs reader: a Viewer of Acme, not a Tenant Admin. */
const READER = { email: 'reader@acme.test', password: 'Gatehouse-Demo-1' };
const filter = process.argv[2] ?? '';

/** Sign in through the console's flow as the demo tenant admin. */
async function signIn(page) {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The console's heading for the view replaces the sign-in form once signed in.
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await page.getByLabel('Email').waitFor({ state: 'detached' });
}

/** Sign in on the docs gate's sign-in page (the page is on it), then wait to leave it. */
async function signInToDocs(page, account) {
  await page.getByLabel(/^Work email/).fill(account.email);
  await page.getByRole('button', { name: 'Sign in with password' }).click();
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/_gate/sign-in');
}

/** A docs page once hydrated and its fade-ins done. */
async function docsSettled(page) {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(400);
}

/** Each screen: a start URL and the steps that bring it up. */
const screens = [
  {
    name: 'vanilla-sign-in',
    url: `${VANILLA}/?flowId=sign-in`,
    // The first screen once it has faded in, not the loading state before it.
    steps: async (page) => {
      await page.locator('gatehouse-flow').getByLabel('Email').waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'vanilla-wrong-code',
    url: `${VANILLA}/?flowId=sign-up-or-in`,
    steps: async (page) => {
      const flow = page.locator('gatehouse-flow');
      await flow.getByLabel('Email').fill(ADMIN.email);
      await flow.getByRole('button', { name: 'Continue', exact: true }).click();
      await flow.getByRole('button', { name: 'Use a code instead' }).click();
      await flow.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type('000000');
      await flow.getByRole('alert').first().waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'console-sign-in',
    url: CONSOLE,
    // As the vanilla page's: the first screen once it has faded in.
    steps: async (page) => {
      await page.getByLabel('Email').waitFor();
      await page.waitForTimeout(500);
    },
  },
  ...['users', 'roles', 'access-keys', 'audit', 'profile'].map((view) => ({
    name: `console-${view}`,
    url: `${CONSOLE}/#/${view}`,
    steps: async (page) => {
      await signIn(page);
      await page.waitForTimeout(1500);
    },
  })),
  {
    name: 'console-create-user',
    url: `${CONSOLE}/#/users`,
    steps: async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Create user' }).click();
      await page.getByRole('dialog').waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'console-profile-name',
    url: `${CONSOLE}/#/profile`,
    steps: async (page) => {
      await signIn(page);
      await page.getByRole('button', { name: 'Change name' }).click();
      await page.getByRole('dialog').getByLabel(/^Name/).waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'vanilla-profile',
    url: `${VANILLA}/?flowId=sign-in`,
    steps: async (page) => {
      const flow = page.locator('gatehouse-flow');
      await flow.getByLabel('Email').fill(ADMIN.email);
      await flow.getByRole('button', { name: 'Continue', exact: true }).click();
      await flow.getByLabel(/^Password/).fill(ADMIN.password);
      await flow.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Sign out' }).waitFor();
      await page.waitForTimeout(800);
    },
  },
  {
    name: 'console-menu',
    url: `${CONSOLE}/#/users`,
    steps: async (page) => {
      await signIn(page);
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'console-mock',
    url: `${CONSOLE}/?mock=1#/users`,
    steps: async (page) => {
      await page.getByRole('grid').first().waitFor();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'docs-public',
    url: `${DOCS}/security`,
    // A public page, signed out: the page itself, with Sign in in the navbar.
    steps: docsSettled,
  },
  {
    name: 'docs-forbidden',
    url: `${DOCS}/quick-start`,
    steps: async (page) => {
      await signInToDocs(page, READER);
      await page.goto(`${DOCS}/administration/sso-scim`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    },
  },
  {
    name: 'docs-account',
    url: `${DOCS}/quick-start`,
    steps: async (page) => {
      await signInToDocs(page, ADMIN);
      await page.goto(`${DOCS}/your-account`);
      await docsSettled(page);
    },
  },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.GATEHOUSE_CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const screen of screens.filter((s) => s.name.includes(filter))) {
    for (const width of [360, 1280]) {
      for (const colorScheme of ['light', 'dark']) {
        const context = await browser.newContext({
          viewport: { width, height: width === 360 ? 780 : 900 },
          colorScheme,
        });
        const page = await context.newPage();
        await page.goto(screen.url);
        await screen.steps(page);
        const file = new URL(`${screen.name}-${width}-${colorScheme}.png`, OUT).pathname;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
