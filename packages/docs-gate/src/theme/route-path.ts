/**
 * A permalink as the manifest and the gate spell routes: no trailing slash (`/audiences/` is
 * `/audiences`), `/` for the root, no `#hash` or `?query`. The gate normalises every request
 * the same way (src/server/paths.ts), so one spelling per route is enough.
 */
export function routeOf(permalink: string): string {
  const path = permalink.replace(/[?#].*$/, '');
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}
