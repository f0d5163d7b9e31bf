/** Whether the reader class may open a route (`/` or `/a/b`, the manifest's spelling). */
export type MayOpen = (route: string) => boolean;

export interface DeriveOptions {
  /**
   * The site's baseUrl (Docusaurus `baseUrl`, `/` unless the site is served under a path):
   * the prefix every link in the built files carries before the route.
   */
  baseUrl: string;
}
