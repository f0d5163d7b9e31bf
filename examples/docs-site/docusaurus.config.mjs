// @ts-check
// The Pulse product docs (spec 001 §1-§4, §9): docs at the site root in one sidebar, local
// search, mermaid, image zoom. The pages and sidebar are generated from src/outline. The docs
// gate shows them to signed-in readers only (the demo emulator's project by default); serve the
// build through its server gate, which keeps every file from readers who are not signed in.
import remarkForAudience from '@gatehouse/docs-gate/remark';
import { themes } from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Pulse Docs',
  tagline: 'Customer success and renewal analytics, from first connection to renewal.',
  favicon: 'img/logo.svg',
  url: 'https://docs.pulse.example',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    hooks: { onBrokenMarkdownLinks: 'warn' },
  },
  i18n: { defaultLocale: 'en', locales: ['en'] },
  // Sends a page event on every route change: only the signed-in user's email domain.
  clientModules: ['./src/analytics/client-module.ts'],
  customFields: { analyticsSink: process.env.DOCS_ANALYTICS_SINK ?? 'console' },
  presets: [
    [
      'classic',
      /** @type {import('@docusaurus/preset-classic').Options} */
      ({
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.js',
          // <ForAudience> blocks: moved to chunks of their own before Docusaurus's plugins
          // would put their headings in the page's table of contents.
          beforeDefaultRemarkPlugins: [remarkForAudience],
        },
        blog: false,
        pages: false,
        theme: { customCss: './src/css/custom.css' },
      }),
    ],
  ],
  themes: [
    [
      '@gatehouse/docs-gate',
      {
        projectId: 'P2GatehouseDemo',
        baseUrl: process.env.GATEHOUSE_BASE_URL ?? 'http://127.0.0.1:4500',
      },
    ],
    '@docusaurus/theme-mermaid',
    [
      '@easyops-cn/docusaurus-search-local',
      // lunr ranks with BM25 at its defaults, k1 1.2 and b 0.75; the plugin does not change them.
      /** @type {import('@easyops-cn/docusaurus-search-local').PluginOptions & Record<string, unknown>} */
      ({
        hashed: true,
        language: ['en'],
        indexDocs: true,
        indexBlog: false,
        indexPages: false,
        docsRouteBasePath: '/',
        searchResultLimits: 12,
        searchResultContextMaxLength: 50,
        highlightSearchTermsOnTargetPage: true,
        explicitSearchResultPath: true,
        searchBarShortcut: true,
        searchBarShortcutKeymap: 'mod+k',
        // A hit's breadcrumb is the page's place in the sidebar. The plugin would start it with
        // the active navbar item, which names a sidebar on sites with several; here there is one.
        ignoreCssSelectors: ['.navbar'],
      }),
    ],
  ],
  plugins: ['docusaurus-plugin-image-zoom'],
  themeConfig:
    /** @type {import('@docusaurus/preset-classic').ThemeConfig} */
    ({
      colorMode: {
        defaultMode: 'light',
        disableSwitch: false,
        respectPrefersColorScheme: true,
      },
      announcementBar: {
        id: 'renewal-forecast-2025-11',
        content:
          'New in November: forecast categories on the renewal board. <a href="/release-notes">Read the release notes</a>.',
        isCloseable: true,
        // Variables from src/css/custom.css, so that the bar follows the colour mode.
        backgroundColor: 'var(--pulse-announcement-background)',
        textColor: 'var(--pulse-announcement-color)',
      },
      docs: { sidebar: { autoCollapseCategories: true, hideable: false } },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      navbar: {
        title: 'Pulse Docs',
        hideOnScroll: true,
        style: 'primary',
        logo: { alt: 'Pulse', src: 'img/logo.svg', width: 32, height: 32 },
        // Links to their pages, not `type: 'doc'` items: a doc item counts as active on every
        // page of its sidebar, and this site has one, so all three were marked as the current
        // page everywhere (and the search index took the first as every page's breadcrumb).
        items: [
          { to: '/quick-start', label: 'Quick start', position: 'left' },
          { to: '/release-notes', label: 'Release notes', position: 'left' },
          { to: '/security', label: 'Security', position: 'right' },
          // The gate's account item: the signed-in reader and Sign out.
          { type: 'custom-gatehouse-account', position: 'right' },
        ],
      },
      footer: {
        style: 'dark',
        links: [
          { label: 'Introduction', to: '/' },
          { label: 'Security', to: '/security' },
          { label: 'Pulse website', href: 'https://www.pulse.example' },
          { label: 'Pulse on Mastodon', href: 'https://mastodon.example/@pulse' },
        ],
        // The year the site is built, so a rebuild never shows a past year.
        copyright: `Copyright © ${new Date().getFullYear()} Pulse Analytics. Docs for the example product of Gatehouse.`,
      },
      zoom: {
        selector: '.markdown img',
        background: { light: 'rgb(255, 255, 255)', dark: 'rgb(50, 50, 50)' },
        config: { scrollOffset: 40 },
      },
      mermaid: { theme: { light: 'neutral', dark: 'dark' } },
      prism: { theme: themes.github, darkTheme: themes.dracula },
    }),
};

export default config;
