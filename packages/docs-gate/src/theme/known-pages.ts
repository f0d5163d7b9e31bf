import { type Access, PUBLIC } from '../access';
import { routeKey } from '../access/route';

/** The local search plugin's name, as Docusaurus keys its content and lists its plugins. */
export const SEARCH_PLUGIN = '@easyops-cn/docusaurus-search-local';

/**
 * Pages of other plugins whose audience the theme knows. The local search plugin's page
 * (`<baseUrl>search`) is public: it holds no page content, and its results come from the index
 * the gate cuts down to each reader's pages. Any other plugin's page is signed-in (the default).
 */
export function knownPages(plugins: ReadonlySet<string>, baseUrl: string): Map<string, Access> {
  const pages = new Map<string, Access>();
  if (plugins.has(SEARCH_PLUGIN))
    pages.set(routeKey(`${baseUrl.replace(/\/?$/, '/')}search`), PUBLIC);
  return pages;
}
