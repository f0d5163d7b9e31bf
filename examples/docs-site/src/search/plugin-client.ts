// The two parts of the local search plugin's client that the /search page
// (src/theme/SearchPage) uses: its worker, which loads the built index and queries it, and
// whether the plugin highlights the terms on the page a hit opens. The plugin exports neither
// by name, so they are imported from its files here, in one place; its version is pinned in
// package.json (their declarations: plugin-modules.d.ts).
import { searchByWorker } from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import { Mark } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import type { SearchResult } from './hits';

/** The worker's results for `query` in the index under `baseUrl`, at most `limit`. */
export const search = (baseUrl: string, query: string, limit: number) =>
  searchByWorker(baseUrl, '', query, limit) as Promise<SearchResult[]>;

/** Whether the page a hit opens highlights the search terms (`_highlight` in its URL). */
export const highlightsOnPage = (): boolean => !!Mark;
