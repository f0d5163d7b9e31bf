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
