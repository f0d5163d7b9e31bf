import { routeOf } from '../../access/route';
import { DerivedFileError } from './error';
import type { DeriveOptions, MayOpen } from './types';

/**
 * `sitemap.xml` as Docusaurus writes it: an optional XML declaration, one `<urlset …>`, and
 * only `<url>…</url>` entries (whitespace between them allowed) up to `</urlset>`. Anything
 * else (a sitemap index, comments, text, a `<url>` inside a `<url>`) is refused rather than
 * guessed at.
 */
const DOCUMENT = /^(\s*(?:<\?xml\b[^?]*\?>\s*)?<urlset\b[^>]*>)([\s\S]*)(<\/urlset>\s*)$/;
const LOC = /<loc>([^<]*)<\/loc>/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * The sitemap a reader gets: the `<url>` entries of the routes they may open, each copied as
 * it was written (nothing is escaped or re-spelled), between the file's own head and tail.
 */
export function deriveSitemap(original: string, mayOpen: MayOpen, { baseUrl }: DeriveOptions) {
  const document = DOCUMENT.exec(original);
  if (!document) fail('not a sitemap: no <urlset> … </urlset> document');
  const [, head = '', body = '', tail = ''] = document;
  const entry = /\s*<url>([\s\S]*?)<\/url>/y;
  const end = /\s*$/y;
  let kept = '';
  let at = 0;
  for (;;) {
    end.lastIndex = at;
    if (end.test(body)) return `${head}${kept}${body.slice(at)}${tail}`;
    entry.lastIndex = at;
    const found = entry.exec(body);
    if (!found) fail(`not a sitemap: something other than a <url> entry at ${head.length + at}`);
    const route = routeOf(locOf(found[1] ?? ''), baseUrl);
    if (route !== undefined && mayOpen(route)) kept += found[0];
    at = entry.lastIndex;
  }
}

/** The one `<loc>` of an entry, its XML entities read. */
function locOf(inner: string): string {
  if (inner.includes('<url>')) fail('not a sitemap: a <url> inside a <url>');
  const locs = [...inner.matchAll(LOC)];
  if (locs.length !== 1) fail(`not a sitemap: an entry with ${locs.length} <loc> elements`);
  return unescapeXml(locs[0]?.[1] ?? '');
}

function unescapeXml(text: string): string {
  return text.replace(/&([^;&]*);|&/g, (whole, name: string | undefined) => {
    if (name === undefined) fail('not a sitemap: a bare & in a <loc>');
    const hex = /^#x([\da-f]{1,6})$/i.exec(name)?.[1];
    const decimal = /^#(\d{1,7})$/.exec(name)?.[1];
    const code = hex ? Number.parseInt(hex, 16) : decimal ? Number.parseInt(decimal, 10) : -1;
    if (code >= 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    const named = ENTITIES[name];
    if (named === undefined) fail(`not a sitemap: an unknown entity ${whole}`);
    return named;
  });
}

function fail(reason: string): never {
  throw new DerivedFileError('sitemap', reason);
}
