/**
 * Request paths, normalised once before the gate decides anything, so that every spelling of
 * a page or file (`/docs/intro.html`, `/docs//intro/index.html`, `/x/%2e%2e/docs/intro`) gets
 * the same answer as its plain form.
 */
export interface Target {
  /**
   * Decoded once, '//' runs collapsed, '.' and '..' resolved (never above the root),
   * `.html` and `/index.html` stripped: '/' or '/a/b', never a trailing '/'.
   */
  path: string;
  /** The decoded segments of `path`. */
  segments: string[];
  /** `path` percent-encoded again, for Location headers and return paths. */
  href: string;
  /** Whether the last segment has a file extension (after `.html` was stripped). */
  hasExtension: boolean;
  /** Whether the request spelled the path exactly as `href` (a trailing '/' aside). */
  canonical: boolean;
}

// C0 controls and DEL never name a file of a static site; NUL would end a path at the OS.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f]/;

const encodePath = (segments: readonly string[]) =>
  `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;

/** `/index.html` goes, `name.html` becomes `name`; a bare `.html` stays a (missing) file. */
function stripHtml(segments: string[]): void {
  const last = segments.at(-1);
  if (last === undefined) return;
  if (last === 'index.html') segments.pop();
  else if (last.endsWith('.html') && last.length > '.html'.length) {
    segments[segments.length - 1] = last.slice(0, -'.html'.length);
  }
}

/**
 * The target of an encoded URL pathname (as `new URL(request.url).pathname` gives it), or
 * null when its percent-encoding is malformed or it holds control characters (a 400).
 */
export function normalisePath(pathname: string): Target | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (CONTROL.test(decoded)) return null;
  const segments: string[] = [];
  // Backslashes separate segments too, as browsers read them in http(s) URLs.
  for (const segment of decoded.split(/[/\\]/)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  stripHtml(segments);
  const href = encodePath(segments);
  const last = segments.at(-1) ?? '';
  const spelled = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return {
    path: `/${segments.join('/')}`,
    segments,
    href,
    hasExtension: /.\.[^.]+$/.test(last),
    canonical: spelled === href,
  };
}
