import type { Access } from '../access';
import { docsVersions } from './docs-content';
import { knownPages } from './known-pages';
import { paginationProblems } from './pagination';
import { routeAudiences } from './route-audiences';

/**
 * Every route's audience, computed in `allContentLoaded` from every plugin's content: the docs'
 * pages (front matter `access`), their generated category pages (category-audience.ts) and the
 * pages of other plugins the theme knows (known-pages.ts). Fails the build, listing every problem
 * with the file or category to fix, on a bad `access` value, a category of mixed rules, or a
 * previous/next link to a page not every reader of the page may open (pagination.ts).
 */
export function siteAudiences(
  allContent: Record<string, Record<string, unknown>>,
  baseUrl: string,
): Map<string, Access> {
  let found: ReturnType<typeof routeAudiences>;
  try {
    found = routeAudiences(docsVersions(allContent));
  } catch (error) {
    throw fail((error as Error).message.split('\n'));
  }
  const leaks = paginationProblems(found.versions, found.routes);
  if (leaks.length > 0) throw fail(leaks);
  const routes = new Map(found.routes);
  for (const [route, access] of knownPages(new Set(Object.keys(allContent)), baseUrl)) {
    routes.set(route, access);
  }
  return routes;
}

function fail(problems: string[]): Error {
  return new Error(
    `@gatehouse/docs-gate: who may read which page:\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
}
