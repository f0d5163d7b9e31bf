/**
 * The route a URL written in a built file points at, in the manifest's spelling (`/` or `/a/b`,
 * no trailing slash), or undefined when it points outside the site's baseUrl or cannot be read.
 *
 * Files spell their links in several ways: the sitemap writes absolute URLs (`https://host/a/`),
 * the sidebar and the search index write paths that start with the site's baseUrl, some with a
 * trailing slash (`/audiences/`, an index doc) and some with a `#hash` or a `?query`. This is the
 * one place that reads them all. The path is percent-decoded once, as the gate decodes requests,
 * so `/caf%C3%A9` and `/café` are the same route.
 */
export function routeOf(url: string, baseUrl = '/'): string | undefined {
  if (url === '') return undefined;
  const path = withoutOrigin(url).replace(/[?#].*$/s, '');
  let decoded: string;
  try {
    decoded = decodeURI(path);
  } catch {
    return undefined;
  }
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  if (`${decoded}/` === base) return '/';
  if (!decoded.startsWith(base)) return undefined;
  let end = decoded.length;
  while (end > base.length && decoded[end - 1] === '/') end -= 1;
  return `/${decoded.slice(base.length, end)}`;
}

/**
 * A page's own path (a permalink, a sidebar link) as its route: `routeOf` with the root
 * baseUrl, and the path itself with only its trailing slashes, query and hash taken off where
 * that cannot read it (malformed percent-encoding), so that every page still gets a key.
 */
export const routeKey = (path: string): string =>
  routeOf(path) ?? (path.replace(/[?#].*$/s, '').replace(/\/+$/, '') || '/');

/** Whether a link leaves the site (`https://…`, `mailto:…`, `//host/…`). */
export function isExternal(url: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(url);
}

/** `https://host:8080/a/b` -> `/a/b`: the sitemap names the site's own origin, whatever it is. */
function withoutOrigin(url: string): string {
  const match = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url);
  if (!match) return url;
  const path = url.slice(match[0].length);
  return path.startsWith('/') ? path : `/${path}`;
}
