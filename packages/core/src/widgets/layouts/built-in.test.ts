import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LAYOUTS, USER_LAYOUTS } from '../../layout/defaults';
import { layoutFor } from '../../layout/load';
import { WIDGET_PAGES } from '../../layout/pages';
import { createLayoutsStore } from './store';

// Mock mode's pages are pages of the provider's format: each built-in page is written as its
// HTML and read back through the reader a project's page goes through.

const read = vi.hoisted(() => ({ html: [] as string[] }));
vi.mock('../../content/read', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../content/read')>();
  return {
    ...original,
    readContent: (html: string) => {
      read.html.push(html);
      return original.readContent(html);
    },
  };
});

const userPages = WIDGET_PAGES['user-management-widget'];

describe('built-in pages', () => {
  it('mock mode shows each page as read from its HTML: the same page, a copy of its own', async () => {
    read.html = [];
    const layouts = createLayoutsStore('user-management-widget', {
      builtIn: USER_LAYOUTS,
      widgetId: 'demo',
      mock: true,
    });
    await layouts.load();
    const state = layouts.$layouts.get();
    expect(state.status).toBe('ready');
    if (state.status !== 'ready') return;
    expect(state.pages).toEqual(USER_LAYOUTS);
    expect(state.pages.root).not.toBe(USER_LAYOUTS.root);
    expect(read.html).toHaveLength(userPages.length);
    expect(read.html.every((html) => /^<descope-container [^>]*id="ROOT"/.test(html))).toBe(true);
  });

  it('a widget left idle (signed out) neither loads them nor reads any', async () => {
    read.html = [];
    const loader = vi.fn(async () => USER_LAYOUTS);
    const layouts = createLayoutsStore('user-management-widget', {
      builtIn: loader,
      widgetId: 'demo',
      mock: true,
    });
    await layouts.idle();
    expect(layouts.$layouts.get()).toEqual({ status: 'idle' });
    expect(loader).not.toHaveBeenCalled();
    expect(read.html).toHaveLength(0);
  });

  it('a built-in page the reader refuses fails as a project page would, naming the page', async () => {
    const [first] = USER_LAYOUTS.root.columns;
    const broken: typeof USER_LAYOUTS = {
      ...USER_LAYOUTS,
      root: { ...USER_LAYOUTS.root, columns: [{ ...first!, width: -3 }] },
    };
    const layouts = createLayoutsStore('user-management-widget', {
      builtIn: broken,
      widgetId: 'demo',
      mock: true,
    });
    await layouts.load();
    expect(layouts.$layouts.get()).toMatchObject({
      status: 'failed',
      error: { kind: 'schema', code: 'E_LAYOUT' },
    });
    const state = layouts.$layouts.get();
    expect(state.status === 'failed' && state.error.message).toContain(
      'built-in user-management-widget/root',
    );
  });

  it('layoutFor in mock mode reads the page from its HTML too', async () => {
    read.html = [];
    const result = await layoutFor(undefined, 'role-management-widget', 'demo', 'root', {
      mock: true,
    });
    expect(result).toEqual({ ok: true, data: DEFAULT_LAYOUTS['role-management-widget'].root });
    expect(read.html).toHaveLength(1);
  });
});
