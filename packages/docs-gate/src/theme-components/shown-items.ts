import { useMemo } from 'react';
import { allows } from '../access/allows';
import { implies } from '../access/implies';
import { audienceOf, isSitePath, useRouteAudiences } from './audiences';
import { useShownReader } from './shown-status';

/** The part of a Docusaurus sidebar item (link, category, html) that filtering reads. */
export interface SidebarItemLike {
  type: string;
  href?: string;
  items?: readonly SidebarItemLike[];
}

/**
 * The items whose links `shows` accepts, at every depth. A category keeps the children left
 * and is dropped when none is; its own link (a generated index) goes when it is not shown.
 * Items that are not links (html) stay. The result is a new list; a list already filtered comes
 * back equal, so the nested DocSidebarItems filtering again changes nothing.
 */
export function shownItems<T extends SidebarItemLike>(
  items: readonly T[],
  shows: (href: string) => boolean,
): T[] {
  const kept: T[] = [];
  for (const item of items) {
    if (item.type === 'category' && item.items) {
      const children = shownItems(item.items, shows);
      if (children.length === 0) continue;
      const href = item.href !== undefined && shows(item.href) ? item.href : undefined;
      kept.push({ ...item, items: children, href });
    } else if (item.href === undefined || shows(item.href)) {
      kept.push(item);
    }
  }
  return kept;
}

/**
 * Which links the page may show, following the "server snapshot, then client" rule of
 * shown-status.ts. In the server render and the hydration render (and while the session
 * loads): only pages that every reader of this page may open, since the same HTML goes to all
 * of them. After: the pages this reader may open. Links out of the site always show.
 */
export function useShownLinks(pagePath: string): (href: string) => boolean {
  const routes = useRouteAudiences();
  const reader = useShownReader();
  return useMemo(() => {
    const page = audienceOf(routes, pagePath);
    return (href: string) => {
      if (!isSitePath(href)) return true;
      const item = audienceOf(routes, href);
      return reader === undefined ? implies(page, item) : allows(item, reader);
    };
  }, [routes, reader, pagePath]);
}
