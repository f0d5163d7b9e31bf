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
  it('names a locale document {page}-{locale}.json', () => {
    expect(layoutPath('role-management-widget', 'demo', 'root', 'fr')).toBe(
      'role-management-widget/demo/root-fr.json',
    );
  });

  function serve(files: Record<string, unknown>) {
    const asked: string[] = [];
    server.use(
      http.get(pagesUrl('role-management-widget/w1/:file'), ({ params }) => {
        const file = String(params.file);
        asked.push(file);
        return Object.hasOwn(files, file)
          ? HttpResponse.json(files[file] as object)
          : HttpResponse.json({ errorCode: 'E404' }, { status: 404 });
      }),
    );
    return asked;
  }

  const root = DEFAULT_LAYOUTS['role-management-widget'].root;
  const french = { ...root, title: 'Rôles' };

  it("loads the locale's document when the project has one", async () => {
    const asked = serve({ 'root-fr.json': french, 'root.json': root });
    const result = await loadLayout(http$(), 'role-management-widget', 'w1', 'root', {
      locale: 'fr',
    });
    expect(result).toEqual({ ok: true, data: french });
    expect(asked).toEqual(['root-fr.json']);
  });

  it('falls back to the plain document when the project has none in the locale', async () => {
    const asked = serve({ 'root.json': root });
    const result = await loadLayout(http$(), 'role-management-widget', 'w1', 'root', {
      locale: 'fr',
    });
    expect(result).toEqual({ ok: true, data: root });
    expect(asked).toEqual(['root-fr.json', 'root.json']);
  });

  it('asks English for the plain document alone', async () => {
    const asked = serve({ 'root.json': root });
    await loadLayout(http$(), 'role-management-widget', 'w1', 'root', { locale: 'en' });
    expect(asked).toEqual(['root.json']);
  });
});
