import { type Access, accessOf } from '../access';
import { routeKey } from '../access/route';
import { categoryAudience } from './category-audience';
import type { LoadedVersion, SidebarCategory, SidebarItem } from './docs-content';

/** How a build error names a category: its label, and its page's route when it has one. */
export function categoryName(category: SidebarCategory): string {
  const link = category.link;
  const route = link?.type === 'generated-index' ? ` (${routeKey(link.permalink)})` : '';
  return `Category "${category.label}"${route}`;
}

/** Each doc's audience by id, from its `access` front matter; bad values go to `problems`. */
function docAudiences(version: LoadedVersion, problems: string[]): Map<string, Access> {
  const byId = new Map<string, Access>();
  for (const doc of version.docs) {
    try {
      byId.set(doc.id, accessOf(doc.frontMatter.access, doc.source));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return byId;
}

/**
 * The generated-index categories' audiences (categoryAudience.ts). An item counts with the
 * audiences it leads to: a doc its own, a category with a generated page that page's, a
 * category without one (a plain group, or one linked to a doc) the audiences of what is in it.
 */
function categoryAudiences(
  version: LoadedVersion,
  docs: ReadonlyMap<string, Access>,
  problems: string[],
): Map<SidebarCategory, Access> {
  const found = new Map<SidebarCategory, Access>();
  const reach = (item: SidebarItem): Access[] => {
    if (item.type === 'doc' || item.type === 'ref') {
      const access = docs.get(item.id);
      return access ? [access] : [];
    }
    if (item.type !== 'category') return [];
    const inside = [
      ...(item.link?.type === 'doc' ? reach({ type: 'doc', id: item.link.id }) : []),
      ...item.items.flatMap(reach),
    ];
    if (item.link?.type !== 'generated-index') return inside;
    try {
      const access = categoryAudience(inside, categoryName(item));
      found.set(item, access);
      return [access];
    } catch (error) {
      problems.push((error as Error).message);
      return inside;
    }
  };
  for (const sidebar of Object.values(version.sidebars)) sidebar.forEach(reach);
  return found;
}

/** One version's audiences: its docs' by id and its generated-index categories'. */
export interface VersionAudiences {
  version: LoadedVersion;
  docs: Map<string, Access>;
  categories: Map<SidebarCategory, Access>;
}

/**
 * Every docs route's audience, validating every page's `access` (the error names the page's
 * source file) and every category (categoryAudience.ts). All problems are reported at once,
 * in one error, so that an author fixes them in one pass.
 */
export function routeAudiences(versions: readonly LoadedVersion[]): {
  routes: Map<string, Access>;
  versions: VersionAudiences[];
} {
  const problems: string[] = [];
  const routes = new Map<string, Access>();
  const found = versions.map((version) => {
    const docs = docAudiences(version, problems);
    const categories = categoryAudiences(version, docs, problems);
    for (const doc of version.docs) {
      const access = docs.get(doc.id);
      if (access) routes.set(routeKey(doc.permalink), access);
    }
    for (const [category, access] of categories) {
      if (category.link?.type === 'generated-index') {
        routes.set(routeKey(category.link.permalink), access);
      }
    }
    return { version, docs, categories };
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { routes, versions: found };
}
