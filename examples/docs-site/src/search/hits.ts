// The /search page's list: one hit per place a reader can go. The local search plugin's worker
// answers with one result per indexed document, and a page is indexed several times over (its
// title, its description, the text under its title, each section's heading and text), so a
// page found by its title and by its first paragraph came back as two results with the same
// title and the same link. The search bar shows those as a tree under the page; the /search
// page listed them flat, twice. Here they are one hit.

import type { MatchData } from './marks';

/** The kinds of indexed document, as the plugin numbers them (its SearchDocumentType). */
export const DocumentType = {
  Title: 0,
  Heading: 1,
  Description: 2,
  Keywords: 3,
  Content: 4,
} as const;

/** One indexed document, as the plugin's index stores it. */
export interface SearchDocument {
  /** Its id. */
  i: number;
  /** Its text: a page title, a heading, a description, keywords or a section's text. */
  t: string;
  /** The page's URL. */
  u: string;
  /** The section's anchor (`#...`); none for the page itself. */
  h?: string;
  /** The id of its page's title document. */
  p?: number;
  /** A title's breadcrumb: the categories above the page in the sidebar. */
  b?: string[];
  /** A text's section title (the page title for the text under it). */
  s?: string;
}

/** One result of the plugin's worker. */
export interface SearchResult {
  document: SearchDocument;
  type: number;
  /** The page's title document; false for a title. */
  page: SearchDocument | false | undefined;
  /** lunr's match data: where each term matched, per field. */
  metadata: MatchData;
  /** The query's terms, for highlighting. */
  tokens: string[];
}

export interface SearchHit {
  /** Where the hit leads: the page, or its section, with the terms to highlight there. */
  href: string;
  /** The result that names the place (a title or a heading, when one matched). */
  heading: SearchResult;
  /** The text that matched there (a section's text, a description), when one did. */
  passage?: SearchResult;
  /** The place: the categories above the page, and the page for a section. */
  path: string[];
}

const isPassage = (result: SearchResult) =>
  result.type === DocumentType.Content || result.type === DocumentType.Description;

/** The page a result belongs to (a title is its own page). */
const pageOf = (result: SearchResult): SearchDocument =>
  result.type === DocumentType.Title || !result.page ? result.document : result.page;

const placeOf = (document: SearchDocument) => document.u + (document.h ?? '');

/** The sidebar categories above the page, and the page itself when the hit is a section. */
function pathOf(result: SearchResult): string[] {
  const page = pageOf(result);
  const categories = page.b ?? [];
  return result.document.h ? [...categories, page.t] : [...categories];
}

function hrefOf(result: SearchResult, highlightTerms: boolean): string {
  const { u, h = '' } = result.document;
  if (!highlightTerms || result.tokens.length === 0) return u + h;
  const params = new URLSearchParams();
  for (const token of result.tokens) params.append('_highlight', token);
  return `${u}?${params}${h}`;
}

/**
 * The worker's results as one hit per place (a page, or a section of it), in the order the
 * worker ranked them: the first result for a place names it, and the first text that matched
 * there is its passage.
 */
export function oneHitPerPlace(
  results: SearchResult[],
  options: { highlightTerms: boolean },
): SearchHit[] {
  const hits = new Map<string, SearchHit>();
  for (const result of results) {
    const place = placeOf(result.document);
    const hit = hits.get(place);
    if (!hit) {
      hits.set(place, {
        href: hrefOf(result, options.highlightTerms),
        heading: result,
        ...(isPassage(result) ? { passage: result } : {}),
        path: pathOf(result),
      });
    } else if (!hit.passage && isPassage(result)) {
      hit.passage = result;
    }
  }
  return [...hits.values()];
}
