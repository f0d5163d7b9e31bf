// Shared by the admin widget tests only.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_LAYOUTS,
  defaultLayoutsIn,
  LOCALES,
  type Locale,
  layoutToHtml,
  type WidgetType,
} from '@gatehouse/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { BASE_URL, server } from './msw';

export const PROJECT_ID = 'P1';
export const TENANT = 'T1';
export const WIDGET_ID = 'w1';

/** The props of a widget in mock mode. */
export const mockProps = { projectId: PROJECT_ID, tenant: TENANT, widgetId: WIDGET_ID, mock: true };
/** The props of a widget that talks to msw. */
export const liveProps = {
  projectId: PROJECT_ID,
  tenant: TENANT,
  widgetId: WIDGET_ID,
  baseUrl: BASE_URL,
};

/** `page-fr` as the page and its locale; a plain page in English. */
function pageAndLocale(name: string): [string, Locale] {
  const at = name.lastIndexOf('-');
  const locale = name.slice(at + 1);
  return at > 0 && locale !== 'en' && (LOCALES as readonly string[]).includes(locale)
    ? [name.slice(0, at), locale as Locale]
    : [name, 'en'];
}

/**
 * Serve the built-in layouts of `type` for any widget id, as the provider serves them: each
 * page as its HTML (layoutToHtml, as the emulator writes it), and its page in every locale of
 * the catalogue (`{page}-{locale}.html`).
 */
export function serveLayouts(type: WidgetType) {
  const seen: string[] = [];
  server.use(
    http.get(`${BASE_URL}/pages/:project/v2-beta/${type}/:widgetId/:page`, async ({ params }) => {
      const name = String(params.page).replace(/\.html$/, '');
      seen.push(`${params.widgetId}/${name}`);
      const [page, locale] = pageAndLocale(name);
      const all = locale === 'en' ? DEFAULT_LAYOUTS : await defaultLayoutsIn(locale);
      const layouts = all[type] as Record<string, unknown>;
      return layouts[page]
        ? HttpResponse.html(layoutToHtml(type, page as never, layouts[page] as never))
        : new HttpResponse(null, { status: 404 });
    }),
  );
  return seen;
}

/** The provider's own widget pages, beside the repository (`../shared/reference/...`). */
function providerLayoutsDir(): string {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  for (let dir = dirname(repo); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared/reference/provider-layouts');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir)
      throw new Error('No shared/reference/provider-layouts beside the repository');
  }
}

/**
 * Serve the provider's own pages of `type` (read in place, never copied) for any widget id,
 * each `change`d first (a customer's edits); a page the provider has none of answers 404.
 */
export function serveProviderLayouts(
  type: WidgetType,
  change: (page: string, html: string) => string = (_, html) => html,
) {
  const dir = join(providerLayoutsDir(), type);
  server.use(
    http.get(`${BASE_URL}/pages/:project/v2-beta/${type}/:widgetId/:page`, ({ params }) => {
      const file = join(dir, String(params.page));
      if (!/^[a-z-]+\.html$/.test(String(params.page)) || !existsSync(file)) {
        return new HttpResponse(null, { status: 404 });
      }
      const page = String(params.page).replace(/\.html$/, '');
      return HttpResponse.html(change(page, readFileSync(file, 'utf8')));
    }),
  );
}

export interface Captured {
  path: string;
  headers: Headers;
  body: unknown;
}

/** Answer `method path` with `body` (and `status`), recording each request. */
export function answer(
  method: 'get' | 'post',
  path: string,
  body: unknown,
  status = 200,
): Captured[] {
  const seen: Captured[] = [];
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      const text = method === 'post' ? await request.text() : '';
      seen.push({ path, headers: request.headers, body: text ? JSON.parse(text) : undefined });
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

/** The provider's error body; the client's message is 'Bad: nope'. */
export const serverError = { errorCode: 'E1', errorDescription: 'Bad', errorMessage: 'nope' };
export const SERVER_MESSAGE = 'Bad: nope';

/** A spy on fetch, to show that mock mode makes no request at all. */
export const spyFetch = () => vi.spyOn(globalThis, 'fetch');

/** navigator.clipboard with a writeText spy that resolves, or rejects when `deny`. */
export function stubClipboard(deny = false) {
  const writeText = vi.fn(async (_text: string) => {
    if (deny) throw new DOMException('Denied', 'NotAllowedError');
  });
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
  return writeText;
}

/** The grid's body rows (the header row excluded). */
export const bodyRows = (root: HTMLElement = document.body) =>
  within(root)
    .queryAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');

/** Click the row whose text includes `text` (toggles its selection). */
export async function clickRow(text: string, root: HTMLElement = document.body) {
  const row = bodyRows(root).find((each) => each.textContent?.includes(text));
  if (!row) throw new Error(`No row with "${text}"`);
  await act(async () => {
    fireEvent.click(row.querySelector('[role="gridcell"]:last-child') as HTMLElement);
  });
}

/** Type into a labelled field. */
export const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The dialog on screen. */
export const dialog = () => screen.getByRole('dialog');

/**
 * Enter on a focused button as a browser handles it: a keydown, then (unless a handler
 * prevented it) the button's activation, a click. happy-dom does not activate buttons itself.
 */
export async function pressEnter(element: HTMLElement) {
  await act(async () => {
    element.focus();
    const proceed = fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });
    if (proceed && element.tagName === 'BUTTON') fireEvent.click(element);
  });
}

/** axe-core's violations in `root` (colour contrast needs layout, which happy-dom lacks). */
export async function axeViolations(root: Element) {
  const { default: axe } = await import('axe-core');
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => ({
    id: v.id,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
}
