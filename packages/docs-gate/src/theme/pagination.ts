import { type Access, implies, SIGNED_IN } from '../access';
import { routeKey } from '../access/route';
import { describeAudience } from './describe-audience';
import { flattenSidebar, type SidebarItem } from './docs-content';
import { categoryName, type VersionAudiences } from './route-audiences';

const SIDES = [
  ['previous', 'pagination_prev'],
  ['next', 'pagination_next'],
] as const;

/**
 * A page's previous/next links show their target's title to every reader of the page (in its
 * HTML and its content chunk, which the gate serves to all of them), so each must lead to a
 * page every reader of this one may open (`implies`). Docs take the docs plugin's links (with
 * their `pagination_prev`/`pagination_next` front matter applied), so the fix is that front matter.
 */
function docProblems(found: VersionAudiences, routes: ReadonlyMap<string, Access>): string[] {
  return found.version.docs.flatMap((doc) => {
    const own = found.docs.get(doc.id) ?? SIGNED_IN;
    return SIDES.flatMap(([side, key]) => {
      const link = doc[side];
      if (!link) return [];
      const route = routeKey(link.permalink);
      const target = routes.get(route) ?? SIGNED_IN;
      if (implies(own, target)) return [];
      return [
        `${doc.source}: its ${side} page "${link.title}" (${route}) is for ${describeAudience(target)}, ` +
          `but this page is for ${describeAudience(own)}, and the link would show that page's title to readers who may not open it. ` +
          `Set ${key} in this page's front matter to the id of a page every reader of this one may open, or to null.`,
      ];
    });
  });
}

/** The audience and title of a sidebar item that previous/next can lead to. */
function target(
  item: SidebarItem,
  found: VersionAudiences,
): { access: Access; title: string } | undefined {
  const docTitle = (id: string) => found.version.docs.find((doc) => doc.id === id)?.title ?? id;
  if (item.type === 'doc') {
    return { access: found.docs.get(item.id) ?? SIGNED_IN, title: docTitle(item.id) };
  }
  if (item.type !== 'category' || !item.link) return undefined;
  if (item.link.type === 'doc') {
    return { access: found.docs.get(item.link.id) ?? SIGNED_IN, title: docTitle(item.link.id) };
  }
  return { access: found.categories.get(item) ?? SIGNED_IN, title: item.label };
}

/**
 * A generated category page's previous/next are its neighbours among the sidebar's linked items
 * (the docs plugin's getCategoryGeneratedIndexNavigation); no front matter changes them, so
 * the fix is the sidebar's order.
 */
function categoryProblems(found: VersionAudiences): string[] {
  return Object.values(found.version.sidebars).flatMap((sidebar) => {
    const linked = flattenSidebar(sidebar).filter(
      (item) => item.type === 'doc' || (item.type === 'category' && item.link),
    );
    return linked.flatMap((item, index) => {
      if (item.type !== 'category' || item.link?.type !== 'generated-index') return [];
      const own = found.categories.get(item) ?? SIGNED_IN;
      const neighbours = [
        ['previous', linked[index - 1]],
        ['next', linked[index + 1]],
      ] as const;
      return neighbours.flatMap(([side, neighbour]) => {
        const to = neighbour && target(neighbour, found);
        if (!to || implies(own, to.access)) return [];
        return [
          `${categoryName(item)}: its ${side} page "${to.title}" is for ${describeAudience(to.access)}, ` +
            `but the category page is for ${describeAudience(own)}. A category page's previous and next are its neighbours in the sidebar ` +
            '(front matter cannot change them): move the category, or that page, so that its neighbours are pages every reader of the category may open.',
        ];
      });
    });
  });
}

/** Every previous/next link of the docs that leads a reader to a page they may not open. */
export function paginationProblems(
  versions: readonly VersionAudiences[],
  routes: ReadonlyMap<string, Access>,
): string[] {
  return versions.flatMap((found) => [...docProblems(found, routes), ...categoryProblems(found)]);
}
