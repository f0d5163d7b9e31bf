import { DEFAULT_LAYOUTS, defaultLayoutsIn, type RootLayout } from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from '../seed/demo';
import { useEmulator } from '../test/emulator';
import { parseHtml } from '../test/html';
import { builtInWidgetPaths, DEMO_WIDGET_ID, servedPages, widgetPagePath } from './widget-layouts';

const emulator = useEmulator();
const base = `/pages/${DEMO_PROJECT_ID}/v2-beta`;

describe('built-in widget pages', () => {
  it('are every page of every widget, in English and French, by the provider page names', () => {
    const paths = builtInWidgetPaths();
    expect(paths).toContain('user-management-widget/demo/generated-password-modal.html');
    expect(paths).toContain('access-key-management-widget/demo/created-access-key-modal.html');
    expect(paths).toContain('role-management-widget/demo/root-fr.html');
    expect(paths.some((path) => path.includes('generated-access-key-modal'))).toBe(false);
    expect(servedPages('audit-management-widget')).toEqual(['root']);
    expect(widgetPagePath('user-profile-widget/x/root-fr.html')).toMatchObject({
      page: 'root',
      locale: 'fr',
      plain: 'user-profile-widget/x/root.html',
    });
    for (const path of [
      'user-profile-widget/x/root-de.html',
      'user-profile-widget/x/root-en.html',
      'user-profile-widget/x/nope.html',
      'access-key-management-widget/x/generated-access-key-modal.html',
      'other-widget/x/root.html',
      'user-profile-widget/.hidden/root.html',
      'user-profile-widget/x/root.json',
    ]) {
      expect(widgetPagePath(path), path).toBeUndefined();
    }
  });

  it('are served for any widget id, as HTML, in the layout words', async () => {
    for (const widgetId of [DEMO_WIDGET_ID, 'my-widget_2']) {
      const { status, text, headers } = await emulator.call(
        `${base}/role-management-widget/${widgetId}/root.html`,
      );
      expect(status).toBe(200);
      expect(headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = parseHtml(text);
      const layout = DEFAULT_LAYOUTS['role-management-widget'].root as RootLayout;
      expect(page.querySelector('[data-id="title"]')?.textContent).toBe(layout.title);
      expect(page.querySelector('descope-grid')?.getAttribute('data-id')).toBe('roles-table');
    }
  });

  it("serves French in the catalogue's words, different from the English", async () => {
    const french = await emulator.call(`${base}/user-profile-widget/demo/root-fr.html`);
    expect(french.status).toBe(200);
    const layouts = await defaultLayoutsIn('fr');
    expect(parseHtml(french.text).querySelector('[data-id="title"]')?.textContent).toBe(
      layouts['user-profile-widget'].root.title,
    );
    const english = await emulator.call(`${base}/user-profile-widget/demo/root.html`);
    expect(french.text).not.toBe(english.text);
  });

  it('serves a page in French only where the project kept the built-in one', async () => {
    emulator.store.data.pages['user-profile-widget/demo/root.html'] =
      '<descope-container id="ROOT"><descope-text data-id="title">Me</descope-text></descope-container>';
    const own = await emulator.call(`${base}/user-profile-widget/demo/root.html`);
    expect(parseHtml(own.text).querySelector('[data-id="title"]')?.textContent).toBe('Me');
    // Its words are its own: no French is made up for it (the client falls back to it).
    const french = await emulator.call(`${base}/user-profile-widget/demo/root-fr.html`);
    expect(french.status).toBe(404);
    // Another widget id still has the built-in page in French.
    const other = await emulator.call(`${base}/user-profile-widget/other/root-fr.html`);
    expect(other.status).toBe(200);
    await emulator.reset();
  });

  it('serves nothing for a locale the catalogue lacks, another page name, or JSON', async () => {
    for (const path of [
      'role-management-widget/demo/root-de.html',
      'role-management-widget/demo/root-en.html',
      'role-management-widget/demo/create-user-modal.html',
      'access-key-management-widget/demo/generated-access-key-modal.html',
      'role-management-widget/demo/root.json',
    ]) {
      const { status, body } = await emulator.call(`${base}/${path}`);
      expect(status, path).toBe(404);
      expect(body).toHaveProperty('errorCode');
    }
  });

  it('lets a browser app on a localhost origin read a page', async () => {
    const response = await fetch(`${emulator.url}${base}/audit-management-widget/demo/root.html`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    await response.body?.cancel();
  });
});
