import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHttp } from '../http/http';
import { BASE_URL, PROJECT_ID, server } from '../test/msw';
import {
  confirmationText,
  confirmationTitle,
  DEFAULT_LAYOUTS,
  defaultLayoutsIn,
  layoutFor,
  layoutPath,
  loadLayout,
  parseLayout,
  WIDGET_PAGES,
  WIDGET_TYPES,
} from './index';

// Layouts in a locale: the built-in ones in the catalogue's words, and a project's from its
// per-locale documents (`{page}-{locale}.json`, as a flow's screens), else its plain ones.

const http$ = () => createHttp({ projectId: PROJECT_ID, baseUrl: BASE_URL });
const pagesUrl = (path: string) => `${BASE_URL}/pages/${PROJECT_ID}/v2-beta/${path}`;

describe('the built-in layouts in French', () => {
  it('has every page, each a valid layout', async () => {
    const layouts = await defaultLayoutsIn('fr');
    for (const type of WIDGET_TYPES) {
      for (const page of WIDGET_PAGES[type]) {
        const layout = (layouts[type] as Record<string, unknown>)[page];
        expect(parseLayout(type, page as never, layout), `${type} ${page}`).toEqual({
          ok: true,
          data: layout,
        });
      }
    }
  });

  it("says everything in the catalogue's French, and English stays English", async () => {
    const layouts = await defaultLayoutsIn('fr');
    expect(layouts['user-management-widget'].root.title).toBe('Utilisateurs');
    expect(layouts['user-profile-widget'].root.buttons.logout).toBe('Se déconnecter');
    const keys = layouts['access-key-management-widget']['delete-access-keys-modal'];
    expect(confirmationText(keys, ['a', 'b', 'c'])).toBe('Supprimer 3\u00a0clés d’accès\u00a0?');
    expect(confirmationTitle(keys, 2)).toBe('Supprimer 2\u00a0clés d’accès');
    expect(await defaultLayoutsIn('en')).toEqual(DEFAULT_LAYOUTS);
  });

  it('are what mock mode shows in that locale', async () => {
    const root = await layoutFor(undefined, 'role-management-widget', 'demo', 'root', {
      mock: true,
      locale: 'fr',
    });
    expect(root.ok && root.data.title).toBe('Rôles');
  });
});

describe("a project's layouts in a locale", () => {
  it('names a locale page {page}-{locale}.html', () => {
    expect(layoutPath('role-management-widget', 'demo', 'root', 'fr')).toBe(
      'role-management-widget/demo/root-fr.html',
    );
  });

  function serve(files: Record<string, string>) {
    const asked: string[] = [];
    server.use(
      http.get(pagesUrl('role-management-widget/w1/:file'), ({ params }) => {
        const file = String(params.file);
        asked.push(file);
        return Object.hasOwn(files, file)
          ? HttpResponse.html(files[file])
          : HttpResponse.json({ errorCode: 'E404' }, { status: 404 });
      }),
    );
    return asked;
  }

  const root = DEFAULT_LAYOUTS['role-management-widget'].root;
  const page = (title: string) =>
    `<descope-container direction="column" id="ROOT"><descope-text data-id="title" variant="subtitle1">${title}</descope-text><descope-grid data-id="roles-table"><descope-grid-text-column path="name" header="${title}"></descope-grid-text-column></descope-grid></descope-container>`;
  const titleOf = (result: Awaited<ReturnType<typeof loadLayout>>) =>
    result.ok ? (result.data as typeof root).title : result.error.message;

  it("loads the locale's document when the project has one", async () => {
    const asked = serve({ 'root-fr.html': page('Rôles'), 'root.html': page('Roles') });
    const result = await loadLayout(http$(), 'role-management-widget', 'w1', 'root', {
      locale: 'fr',
    });
    expect(titleOf(result)).toBe('Rôles');
    expect(asked).toEqual(['root-fr.html']);
  });

  it('falls back to the plain document when the project has none in the locale', async () => {
    const asked = serve({ 'root.html': page('Roles') });
    const result = await loadLayout(http$(), 'role-management-widget', 'w1', 'root', {
      locale: 'fr',
    });
    expect(titleOf(result)).toBe('Roles');
    // What the page leaves out is the catalogue's, in the widget's locale.
    expect(result.ok && (result.data as typeof root).emptyText).toBe('Aucun rôle');
    expect(asked).toEqual(['root-fr.html', 'root.html']);
  });

  it('asks English for the plain document alone', async () => {
    const asked = serve({ 'root.html': page('Roles') });
    await loadLayout(http$(), 'role-management-widget', 'w1', 'root', { locale: 'en' });
    expect(asked).toEqual(['root.html']);
  });
});
