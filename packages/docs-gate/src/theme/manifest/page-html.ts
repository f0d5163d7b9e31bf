/**
 * The HTML file Docusaurus writes for a page, relative to the build directory: `x/index.html`
 * (or `x.html` with `trailingSlash: false`), `index.html` for the root; `null` if neither exists.
 */
export function pageHtml(path: string, baseUrl: string, files: ReadonlySet<string>): string | null {
  const rel = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
  const bare = rel.replace(/\/$/, '');
  const candidates = bare === '' ? ['index.html'] : [`${bare}/index.html`, `${bare}.html`];
  return candidates.find((file) => files.has(file)) ?? null;
}
