import { describe, expect, it, vi } from 'vitest';
import type { LoadedDoc, SidebarItem } from './docs-content';
import docsGateTheme, { validateOptions } from './index';
import { routeAudiences } from './route-audiences';
import { siteAudiences } from './site-audiences';

const admins = { roles: ['Tenant Admin'] };
const auditors = { roles: ['Auditor'] };

/** A doc as the docs plugin loads it; previous/next as it computed them. */
function doc(id: string, access?: unknown, links: Partial<LoadedDoc> = {}): LoadedDoc {
  return {
    id,
    title: `Title of ${id}`,
    source: `@site/docs/${id}.md`,
    permalink: id === 'intro' ? '/' : `/${id}`,
    frontMatter: access === undefined ? {} : { access },
    ...links,
  };
}

const link = (id: string) => ({
  title: `Title of ${id}`,
  permalink: id === 'intro' ? '/' : `/${id}`,
});

function category(label: string, items: SidebarItem[], slug = label.toLowerCase()): SidebarItem {
  return {
    type: 'category',
    label,
    items,
    link: { type: 'generated-index', permalink: `/category/${slug}/` },
  };
}

const docItem = (id: string): SidebarItem => ({ type: 'doc', id });

function content(docs: LoadedDoc[], sidebar: SidebarItem[], search = true) {
  return {
    'docusaurus-plugin-content-docs': {
      default: { loadedVersions: [{ docs, sidebars: { docs: sidebar } }] },
    },
    ...(search ? { '@easyops-cn/docusaurus-search-local': { default: undefined } } : {}),
  };
}

const audiences = (docs: LoadedDoc[], sidebar: SidebarItem[], search = true) =>
  Object.fromEntries(siteAudiences(content(docs, sidebar, search), '/'));

describe('siteAudiences', () => {
  it("gives each doc its front matter's audience, signed-in without one, routes without a trailing slash", () => {
    const docs = [doc('intro', 'public'), doc('guide'), doc('admin/keys', admins)];
    docs[1] = { ...docs[1], permalink: '/guide/' } as LoadedDoc;
    expect(
      audiences(
        docs,
        docs.map((d) => docItem(d.id)),
      ),
    ).toEqual({
      '/': 'public',
      '/guide': 'signed-in',
      '/admin/keys': admins,
      '/search': 'public',
    });
  });

  it('makes the search page public only when the local search plugin is there', () => {
    expect(audiences([doc('a')], [docItem('a')], false)).toEqual({ '/a': 'signed-in' });
  });

  it('fails with the page and the reason for every bad access value at once', () => {
    const docs = [doc('a', 'publc'), doc('b', { role: ['Tenant Admin'] }), doc('c', 'public')];
    const run = () =>
      audiences(
        docs,
        docs.map((d) => docItem(d.id)),
      );
    expect(run).toThrow(/@site\/docs\/a\.md: access must be public, signed-in/);
    expect(run).toThrow(/@site\/docs\/b\.md: access Unrecognized key: "role"/);
  });

  it('opens a category to the least restrictive of its items, nested categories included', () => {
    const docs = [
      doc('p', 'public'),
      doc('s'),
      doc('a1', admins),
      doc('a2', { roles: ['Tenant Admin'] }),
    ];
    const sidebar = [
      category('Mixed', [docItem('s'), docItem('p')]),
      category('Members', [docItem('s'), category('Admin', [docItem('a1'), docItem('a2')])]),
    ];
    // routeAudiences alone: this sidebar's order would fail the pagination check.
    const { routes } = routeAudiences([{ docs, sidebars: { docs: sidebar } }]);
    expect(Object.fromEntries(routes)).toMatchObject({
      '/category/mixed': 'public',
      '/category/members': 'signed-in',
      '/category/admin': admins,
    });
  });

  it('refuses a category whose pages are for different rules, naming it and the way out', () => {
    const docs = [doc('a', admins), doc('b', auditors)];
    expect(() => audiences(docs, [category('Staff', [docItem('a'), docItem('b')])])).toThrow(
      /Category "Staff" \(\/category\/staff\) holds pages of 2 different access rules[\s\S]*put the pages of each rule in a category of their own/,
    );
  });

  it('refuses a page whose previous or next leads where not all its readers may go, naming the front matter that fixes it', () => {
    const docs = [
      doc('intro', 'public', { next: link('guide') }),
      doc('guide', undefined, { previous: link('intro'), next: link('admin') }),
      doc('admin', admins, { previous: link('guide') }),
    ];
    const run = () =>
      audiences(
        docs,
        docs.map((d) => docItem(d.id)),
      );
    expect(run).toThrow(
      /@site\/docs\/intro\.md: its next page "Title of guide" \(\/guide\) is for signed-in readers, but this page is for everyone[\s\S]*Set pagination_next/,
    );
    expect(run).toThrow(
      /@site\/docs\/guide\.md: its next page "Title of admin" \(\/admin\) is for readers with roles Tenant Admin/,
    );
    // Links to pages with more readers are fine: the admin page's previous, the guide's previous.
    expect(run).not.toThrow(/admin\.md/);
    expect(run).not.toThrow(/its previous page "Title of intro"/);
  });

  it('refuses a category page whose sidebar neighbour is not for all its readers, and says to move it', () => {
    // Start is public (its one page is), and the signed-in guide is its previous neighbour.
    const docs = [doc('guide'), doc('intro', 'public')];
    const sidebar = [docItem('guide'), category('Start', [docItem('intro')])];
    expect(() => audiences(docs, sidebar)).toThrow(
      /Category "Start" \(\/category\/start\): its previous page "Title of guide" is for signed-in readers, but the category page is for everyone[\s\S]*move the category, or that page/,
    );
    // Its next neighbour, the public intro, is fine; so is a public guide before it.
    expect(() =>
      audiences([doc('guide', 'public'), doc('intro', 'public')], sidebar),
    ).not.toThrow();
  });
});

describe('the theme plugin in allContentLoaded', () => {
  it('hands the client the options and every route with its audience key', () => {
    const options = validateOptions({ options: { projectId: 'P2abc' } });
    const plugin = docsGateTheme({ baseUrl: '/' }, options);
    const setGlobalData = vi.fn();
    const docs = [doc('intro', 'public'), doc('admin', admins)];
    plugin.allContentLoaded({
      allContent: content(docs, [docItem('intro'), category('Admin', [docItem('admin')])]),
      actions: { setGlobalData },
    });
    expect(setGlobalData).toHaveBeenCalledExactlyOnceWith({
      projectId: 'P2abc',
      baseUrl: 'https://api.descope.com',
      flowId: 'docs-sign-in',
      routes: {
        '/': 'public',
        '/admin': '{"roles":["Tenant Admin"]}',
        '/category/admin': '{"roles":["Tenant Admin"]}',
        '/search': 'public',
      },
    });
  });
});
