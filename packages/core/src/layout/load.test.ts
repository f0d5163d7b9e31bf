import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../http/http';
import { BASE_URL, PROJECT_ID, server } from '../test/msw';
import { ACCESS_KEY_LAYOUTS } from './defaults/access-keys';

// The page reader (content reader, mapper, schemas and rules) is loaded on demand: loadLayout
// imports it beside the page's request; these tests load load.ts afresh so each starts with no parser loaded.

const path = 'access-key-management-widget/demo/root.html';
const url = `${BASE_URL}/pages/${PROJECT_ID}/v2-beta/${path}`;
const httpLayer = () => createHttp({ projectId: PROJECT_ID, baseUrl: BASE_URL });
const root = ACCESS_KEY_LAYOUTS.root;
/** A page whose columns are the built-in root's: it maps to that root. */
const page = `<descope-container direction="column" id="ROOT">${
  root.buttons
    ? Object.entries({
        create: 'create-access-key',
        activate: 'activate-access-keys',
        deactivate: 'deactivate-access-keys',
        delete: 'delete-access-keys',
      })
        .map(
          ([action, id]) =>
            `<descope-button data-id="${id}">${root.buttons[action]}</descope-button>`,
        )
        .join('')
    : ''
}<descope-text-field data-id="search-input" placeholder="${root.searchPlaceholder}"></descope-text-field><descope-grid data-id="access-keys-table">${root.columns.map((c) => `<descope-grid-text-column path="${c.field}" header="${c.label}"${c.sortable ? ' sortable="true"' : ''}${c.width ? ` width="${c.width}"` : ''}></descope-grid-text-column>`).join('')}</descope-grid></descope-container>`;
/** The built-in root as a page maps it (its columns the built-in ones: their `main` kept). */
const mappedRoot = root;

async function freshLoad() {
  vi.resetModules();
  return (await import('./load')).loadLayout;
}

describe('loadLayout, its parser loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('./parse');
    vi.doUnmock('./reader');
    vi.resetModules();
  });

  it('asks for the parser before the page has answered, and validates with it', async () => {
    const events: string[] = [];
    vi.doMock('./parse', async (original) => {
      events.push('parser');
      return original();
    });
    server.use(
      http.get(url, async () => {
        // Answered only once the parser is on its way: the two load side by side.
        await vi.waitFor(() => expect(events).toContain('parser'));
        events.push('page');
        return HttpResponse.html(page);
      }),
    );
    const loadLayout = await freshLoad();
    const result = await loadLayout(httpLayer(), 'access-key-management-widget', 'demo', 'root');
    expect(result).toEqual({ ok: true, data: mappedRoot });
    expect(events).toEqual(['parser', 'page']);
    const invalid = page.replace('path="status"', 'path="name"');
    server.use(http.get(url, () => HttpResponse.html(invalid)));
    const bad = await loadLayout(httpLayer(), 'access-key-management-widget', 'demo', 'root');
    expect(bad).toMatchObject({ ok: false, error: { kind: 'schema', code: 'E_LAYOUT' } });
  });

  it('resolves to a clear error when the parser does not load, and asks again next time', async () => {
    let broken = true;
    // The reader's module, the one part loaded on demand (the parser is part of it).
    vi.doMock('./reader', async (original) => {
      if (broken) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    server.use(http.get(url, () => HttpResponse.html(page)));
    const loadLayout = await freshLoad();
    const failed = await loadLayout(httpLayer(), 'access-key-management-widget', 'demo', 'root');
    expect(failed).toMatchObject({
      ok: false,
      // Issue 27: the one way code on demand fails, E_LOAD_FAILED naming the part.
      error: { kind: 'network', code: 'E_LOAD_FAILED', part: 'the layout reader' },
    });
    expect(!failed.ok && failed.error.message).toBe('Could not load the layout reader');
    broken = false;
    const again = await loadLayout(httpLayer(), 'access-key-management-widget', 'demo', 'root');
    expect(again).toEqual({ ok: true, data: mappedRoot });
  });
});
