import {
  layoutPath,
  parseLayout,
  WIDGET_PAGES,
  WIDGET_TYPES,
  type WidgetType,
} from '@gatehouse/core';
import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID, demoSeed } from '../seed/demo';
import { Seed } from '../seed/schema';
import { useEmulator } from '../test/emulator';
import { builtInWidgetPages, DEMO_WIDGET_ID } from './widget-layouts';

const emulator = useEmulator();
const base = `/pages/${DEMO_PROJECT_ID}/v2-beta`;
const every = WIDGET_TYPES.flatMap((type) =>
  (WIDGET_PAGES[type] as readonly string[]).map((page) => [type, page] as [WidgetType, string]),
);

describe('built-in widget layouts', () => {
  it('has one page per widget type and page, and the seed schema accepts the paths', () => {
    const pages = builtInWidgetPages();
    expect(Object.keys(pages)).toHaveLength(every.length);
    expect(Object.keys(pages)).toContain(
      'user-management-widget/demo/generated-password-modal.json',
    );
    expect(Seed.safeParse(demoSeed()).success).toBe(true);
    // Flow screens stay in the demo seed beside the layouts.
    expect(demoSeed().pages).toHaveProperty(['sign-in.json']);
  });

  it.each(every)('serves %s %s for widget id demo, and it validates', async (type, page) => {
    const path = layoutPath(type, DEMO_WIDGET_ID, page);
    const { status, body, headers } = await emulator.call(`${base}/${path}`);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/application\/json/);
    const parsed = parseLayout(type, page as never, body, path);
    expect(parsed.ok ? true : parsed.error.message).toBe(true);
  });

  it.each(every)("serves %s %s in French too, the catalogue's words, valid", async (type, page) => {
    const path = layoutPath(type, DEMO_WIDGET_ID, page, 'fr');
    const { status, body } = await emulator.call(`${base}/${path}`);
    expect(status).toBe(200);
    const parsed = parseLayout(type, page as never, body, path);
    expect(parsed.ok ? true : parsed.error.message).toBe(true);
    const english = await emulator.call(`${base}/${layoutPath(type, DEMO_WIDGET_ID, page)}`);
    expect(JSON.stringify(body)).not.toBe(JSON.stringify(english.body));
  });

  it('serves a page in French only where the seed kept the built-in one', async () => {
    const french = await emulator.call(`${base}/user-profile-widget/demo/root-fr.json`);
    expect(french.body).toMatchObject({ title: 'Votre profil' });
    // A page the seed wrote itself is in its own words: no French is made up for it.
    const own = {
      ...(builtInWidgetPages()['user-profile-widget/demo/root.json'] as object),
      title: 'Me',
    };
    emulator.store.data.pages['user-profile-widget/demo/root.json'] = own;
    const changed = await emulator.call(`${base}/user-profile-widget/demo/root-fr.json`);
    expect(changed.status).toBe(404);
    // Nor for a locale the catalogue lacks, nor English under a locale's name.
    for (const locale of ['de', 'en']) {
      const { status } = await emulator.call(
        `${base}/role-management-widget/demo/root-${locale}.json`,
      );
      expect(status).toBe(404);
    }
    await emulator.reset();
  });

  it('serves nothing for another widget id', async () => {
    const { status } = await emulator.call(`${base}/role-management-widget/other/root.json`);
    expect(status).toBe(404);
  });

  it('lets a browser app on a localhost origin read a layout', async () => {
    const path = layoutPath('audit-management-widget', DEMO_WIDGET_ID, 'root');
    const response = await fetch(`${emulator.url}${base}/${path}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    await response.body?.cancel();
  });
});
