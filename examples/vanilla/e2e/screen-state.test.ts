import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations, launchChromium, settled } from '@gatehouse/e2e-kit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A provider's screen with its state, as the provider's web component applies it (issue 25):
// placeholders, componentsConfig, componentsState, prefill and the error text, shown by
// <gatehouse-flow> on the built page in Chromium. The provider here is a stub on the page's own
// origin: the emulator's flows use none of these, a customer's may use all of them. The screen
// is served both ways the engine may ask for it (`profile.json`, `profile.html` in the
// provider's own markup), so the test holds whichever it fetches.

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const SHOTS = fileURLToPath(new URL('../../../.screenshots/vanilla/', import.meta.url));
const PROJECT = 'P2ScreenState';

const SCREEN_DOC = {
  id: 'profile',
  nodes: [
    { type: 'text', variant: 'title', text: 'Welcome back, {{user.name}}' },
    { type: 'text', variant: 'subtitle', text: 'Your {{project.name}} account' },
    { type: 'text', variant: 'error', text: '' },
    { type: 'input', id: 'email-field', inputType: 'email', name: 'email', label: 'Email' },
    {
      type: 'input',
      id: 'name-field',
      inputType: 'text',
      name: 'name',
      label: 'Display name for {{project.name}}',
      required: true,
      dynamicAttrs: true,
    },
    {
      type: 'input',
      id: 'team-field',
      inputType: 'select',
      name: 'team',
      label: 'Team',
      required: true,
    },
    { type: 'input', id: 'plan-field', inputType: 'text', name: 'plan', label: 'Plan' },
    {
      type: 'input',
      id: 'secret-field',
      inputType: 'text',
      name: 'secret',
      label: 'Secret',
      required: true,
    },
    { type: 'button', interactionId: 'save', label: 'Save', variant: 'primary' },
    { type: 'button', interactionId: 'delete', label: 'Delete account', variant: 'secondary' },
    {
      type: 'link',
      href: 'https://help.example/{{project.slug}}',
      text: 'Help for {{project.name}}',
    },
  ],
};

const SCREEN_HTML = `<descope-text variant="h1">Welcome back, {{user.name}}</descope-text>
<descope-text variant="subtitle1">Your {{project.name}} account</descope-text>
<descope-text data-type="error-message" mode="error" variant="body2"></descope-text>
<descope-email-field name="email" label="Email" id="email-field"></descope-email-field>
<descope-text-field name="name" label="Display name for {{project.name}}" required="true" id="name-field" data-has-dynamic-attr-values="true"></descope-text-field>
<descope-combo-box name="team" label="Team" required="true" id="team-field"></descope-combo-box>
<descope-text-field name="plan" label="Plan" id="plan-field"></descope-text-field>
<descope-text-field name="secret" label="Secret" required="true" id="secret-field"></descope-text-field>
<descope-button id="save" variant="contained" data-type="button">Save</descope-button>
<descope-button id="delete" variant="outline" data-type="button">Delete account</descope-button>
<descope-link href="https://help.example/{{project.slug}}">Help for {{project.name}}</descope-link>`;

const state = (errorText?: string) => ({
  user: { name: 'Ada' },
  project: { name: 'Acme', slug: 'acme' },
  inputs: { email: 'ada@example.com', plan: 'Pro' },
  ...(errorText && { errorText }),
  componentsState: {
    'email-field': 'read-only',
    'plan-field': 'disable',
    'secret-field': 'hide',
    delete: 'disable',
  },
  componentsConfig: {
    team: {
      data: [
        { label: 'Research', value: 'r' },
        { label: 'Operations', value: 'o' },
      ],
    },
  },
});

const screenAnswer = (stepId: string, errorText?: string) => ({
  executionId: 'sign-in|#|e1',
  stepId,
  status: 'running',
  action: 'screen',
  screen: { id: 'profile', state: state(errorText) },
});

/** What the page sent to /v1/flow/next. */
const nexts: Array<Record<string, unknown>> = [];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((done) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => done(text));
  });

async function handle(request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const content = `/pages/${PROJECT}/v2-beta/`;
  if (path.startsWith(content)) {
    const file = path.slice(content.length);
    if (file === 'config.json')
      return json(200, { componentsVersion: '3.14.1', flows: { 'sign-in': { version: 1 } } });
    if (file === 'theme.json')
      return json(200, {
        light: { globals: '', components: {} },
        dark: { globals: '', components: {} },
      });
    if (file === 'profile.json') return json(200, SCREEN_DOC);
    if (file === 'profile.html')
      return response.writeHead(200, { 'content-type': 'text/html' }).end(SCREEN_HTML);
    return json(404, { errorCode: 'E404', errorDescription: 'Not found' });
  }
  if (path === '/v1/flow/start') {
    await bodyOf(request);
    return json(200, screenAnswer('1'));
  }
  if (path === '/v1/flow/next') {
    nexts.push(JSON.parse(await bodyOf(request)));
    return json(200, screenAnswer('2', 'That display name is taken'));
  }
  if (path.startsWith('/v1/'))
    return json(401, { errorCode: 'E1', errorDescription: 'No session' });
  const target = normalize(join(DIST, decodeURIComponent(path)));
  const file =
    target.startsWith(resolve(DIST) + sep) && existsSync(target) && statSync(target).isFile()
      ? target
      : join(DIST, 'index.html');
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
  mkdirSync(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise<void>((done) => server?.close(() => done()));
});

/** Waits for the flow's own fade-ins, which run in its shadow root, to end. */
async function shown(page: Page) {
  await settled(page);
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(done));
    const root = document.querySelector('gatehouse-flow')?.shadowRoot;
    const running = root?.getAnimations().filter((animation) => {
      return animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY;
    });
    await Promise.all(
      (running ?? []).map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

async function open(width: number, colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
  await page.goto(`${origin}/?projectId=${PROJECT}&baseUrl=${encodeURIComponent(origin)}`);
  await page
    .locator('gatehouse-flow')
    .getByRole('heading', { name: 'Welcome back, Ada' })
    .waitFor();
  await shown(page);
  return page;
}

describe('a screen with its state, in Chromium', () => {
  it('shows the state applied, submits only what shows, and the error once', async () => {
    const page = await open(360, 'light');
    const flow = page.locator('gatehouse-flow');
    await page.screenshot({ path: `${SHOTS}screen-state-light-360.png`, fullPage: true });
    // Placeholders, as text; the link's href filled and still safe.
    await flow.getByText('Your Acme account').waitFor();
    expect(await flow.getByRole('link', { name: 'Help for Acme' }).getAttribute('href')).toBe(
      'https://help.example/acme',
    );
    // componentsState: hidden, read-only (prefilled from inputs), disabled; focus skips them.
    expect(await flow.getByLabel('Secret').count()).toBe(0);
    const email = flow.getByLabel('Email');
    expect(await email.inputValue()).toBe('ada@example.com');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    expect(await flow.getByLabel('Plan').isDisabled()).toBe(true);
    expect(
      await flow.getByLabel(/^Display name for Acme/).evaluate((input) => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        return active === input;
      }),
    ).toBe(true);
    const remove = flow.getByRole('button', { name: 'Delete account' });
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    // Playwright waits for an enabled button: force the click, which the flow must ignore.
    await remove.click({ force: true });
    // componentsConfig's options.
    const team = flow.getByRole('combobox', { name: /^Team/ });
    expect(await team.locator('option').allTextContents()).toEqual([
      'Select…',
      'Research',
      'Operations',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await flow.getByLabel(/^Display name for Acme/).fill('Ada L');
    await team.selectOption('o');
    await flow.getByRole('button', { name: 'Save' }).click();
    await flow.getByText('That display name is taken').waitFor();
    expect(nexts).toHaveLength(1);
    expect(nexts[0]).toMatchObject({
      interactionId: 'save',
      input: { email: 'ada@example.com', name: 'Ada L', team: 'o', plan: 'Pro' },
    });
    expect(nexts[0]?.input).not.toHaveProperty('secret');
    const alerts = await flow.getByRole('alert').allTextContents();
    expect(alerts.filter((text) => text.trim())).toEqual(['That display name is taken']);
    // What was typed stays.
    expect(await flow.getByLabel(/^Display name for Acme/).inputValue()).toBe('Ada L');
    await shown(page);
    await page.screenshot({ path: `${SHOTS}screen-state-error-light-360.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('looks right light and dark, narrow and wide, with a clean axe run', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        const page = await open(width, scheme);
        await page.screenshot({
          path: `${SHOTS}screen-state-${scheme}-${width}.png`,
          fullPage: true,
        });
        expect(await axeViolations(page), `${scheme} ${width}`).toEqual([]);
        await page.close();
      }
    }
  });
});
