// The Docusaurus modules the theme's components use. They exist only inside a Docusaurus build (as
// webpack aliases), so they are declared here rather than taken from
// @docusaurus/module-type-aliases, which would pull every alias's types in.

declare module '@theme-init/Root' {
  import type { ReactNode } from 'react';

  /** The Root that this theme shadows (the site's own, or Docusaurus's fallback). */
  export default function Root(props: { children?: ReactNode }): ReactNode;
}

declare module '@docusaurus/useGlobalData' {
  /** The global data a plugin set in `contentLoaded` (throws when there is none). */
  export function usePluginData(
    pluginName: string,
    pluginId?: string,
    options?: { failfast?: boolean },
  ): unknown;
}

declare module '@theme-init/NavbarItem/ComponentTypes' {
  import type { ComponentType } from 'react';

  /** The navbar item types this theme extends (the site's own, or the classic theme's). */
  const ComponentTypes: Record<string, ComponentType<never>>;
  export default ComponentTypes;
}

declare module '@docusaurus/router' {
  /** The router's location (react-router's), in the server render too. */
  export function useLocation(): { pathname: string; search: string; hash: string };
}

/** A sidebar item as the classic theme renders it (PropSidebarItem, the fields read here). */
interface DocusaurusSidebarItem {
  type: string;
  href?: string;
  label?: string;
  items?: DocusaurusSidebarItem[];
}

declare module '@docusaurus/plugin-content-docs/client' {
  /** The items of the category the current page belongs to. */
  export function useCurrentSidebarSiblings(): DocusaurusSidebarItem[];
}

declare module '@theme-init/DocSidebarItems' {
  import type { ReactNode } from 'react';
  /** The classic theme's sidebar items (one level; categories render theirs through it). */
  export default function DocSidebarItems(props: {
    items: DocusaurusSidebarItem[];
    activePath: string;
    level: number;
    onItemClick?: (item: DocusaurusSidebarItem) => void;
    tabIndex?: number;
  }): ReactNode;
}

declare module '@theme-init/DocCardList' {
  import type { ReactNode } from 'react';
  /** The classic theme's category cards (the current category's when no items are given). */
  export default function DocCardList(props: {
    items?: DocusaurusSidebarItem[];
    className?: string;
  }): ReactNode;
}

declare module '@theme-init/MDXComponents' {
  import type { ComponentType } from 'react';

  /** The components every MDX page can use (the classic theme's, or the site's). */
  const MDXComponents: Record<string, ComponentType<never>>;
  export default MDXComponents;
}

declare module '@theme-init/Error' {
  import type { ReactNode } from 'react';
  /** What Docusaurus's error boundary shows ("This page crashed"). */
  export default function ErrorPage(props: { error: Error; tryAgain: () => void }): ReactNode;
}
