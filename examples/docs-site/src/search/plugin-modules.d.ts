// The local search plugin's client files that src/search/plugin-client.ts imports ship as
// JavaScript without declarations: what they take and give, loosely; plugin-client.ts names
// the exact types.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<unknown[]>;
}
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated' {
  /** Set when the plugin highlights the search terms on the page a hit opens. */
  export const Mark: unknown;
}
