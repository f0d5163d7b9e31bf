import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireBuild } from '../../test/site';
import { DocumentType, oneHitPerPlace, type SearchDocument, type SearchResult } from './hits';

// The built site's own search index: the documents the worker answers with.
const build = requireBuild();
const indexFile = readdirSync(build).find((name) => /^search-index.*\.json$/.test(name));
const index = JSON.parse(
  readFileSync(join(build, indexFile ?? 'search-index.json'), 'utf8'),
) as Array<{
  documents: SearchDocument[];
}>;
const documentsOf = (type: number) => index[type]?.documents ?? [];
const titleOf = (url: string) => {
  const title = documentsOf(DocumentType.Title).find((document) => document.u === url);
  if (!title) throw new Error(`no page ${url} in the index`);
  return title;
};
/** A result as the worker returns it, for a document of the index. */
function result(type: number, document: SearchDocument): SearchResult {
  const page = type === DocumentType.Title ? false : titleOf(document.u);
  return { document, type, page, metadata: {}, tokens: ['snowflake'] };
}
const SNOWFLAKE = '/data-connections/database/snowflake';
const snowflakeTitle = () => result(DocumentType.Title, titleOf(SNOWFLAKE));
/** The text under the page's title: a content document with no anchor. */
const snowflakeIntro = () => {
  const intro = documentsOf(DocumentType.Content).find((d) => d.u === SNOWFLAKE && !d.h);
  if (!intro) throw new Error('no text under the Snowflake title');
  return result(DocumentType.Content, intro);
};
const snowflakeSection = (type: number, hash: string) => {
  const document = documentsOf(type).find((d) => d.u === SNOWFLAKE && d.h === hash);
  if (!document) throw new Error(`no ${hash} of type ${type}`);
  return result(type, document);
};

describe('the /search hits', () => {
  it('lists a page found by its title and by its first paragraph once', () => {
    const hits = oneHitPerPlace([snowflakeTitle(), snowflakeIntro()], { highlightTerms: true });
    expect(hits).toHaveLength(1);
    expect(hits[0]?.heading.type).toBe(DocumentType.Title);
    expect(hits[0]?.passage?.document.t).toMatch(/Snowflake/);
    expect(hits[0]?.href).toBe(`${SNOWFLAKE}?_highlight=snowflake`);
  });

  it('names a page by its place in the sidebar, and a section by its page too', () => {
    const [page, section] = oneHitPerPlace(
      [snowflakeTitle(), snowflakeSection(DocumentType.Heading, '#what-pulse-reads')],
      { highlightTerms: false },
    );
    expect(page?.path).toEqual(['Integrations', 'Databases']);
    expect(section?.path).toEqual(['Integrations', 'Databases', 'Snowflake']);
    expect(section?.href).toBe(`${SNOWFLAKE}#what-pulse-reads`);
  });

  it("keeps a section's heading and its text as one hit, in the worker's order", () => {
    const hits = oneHitPerPlace(
      [
        snowflakeSection(DocumentType.Heading, '#what-pulse-reads'),
        snowflakeTitle(),
        snowflakeSection(DocumentType.Content, '#what-pulse-reads'),
        snowflakeIntro(),
      ],
      { highlightTerms: true },
    );
    expect(hits.map((hit) => hit.href)).toEqual([
      `${SNOWFLAKE}?_highlight=snowflake#what-pulse-reads`,
      `${SNOWFLAKE}?_highlight=snowflake`,
    ]);
    expect(hits[0]?.heading.type).toBe(DocumentType.Heading);
    expect(hits[0]?.passage?.type).toBe(DocumentType.Content);
  });

  it('shows a page found only by its text under its title with no repeated title in its path', () => {
    const [hit] = oneHitPerPlace([snowflakeIntro()], { highlightTerms: true });
    expect(hit?.heading.type).toBe(DocumentType.Content);
    expect(hit?.passage).toBe(hit?.heading);
    expect(hit?.path).toEqual(['Integrations', 'Databases']);
  });

  it('breadcrumbs every page by the sidebar only, never by a navbar item', () => {
    const breadcrumbs = documentsOf(DocumentType.Title).map((title) => title.b ?? []);
    expect(breadcrumbs.filter((b) => b[0] === 'Quick start')).toEqual([]);
    expect(titleOf(SNOWFLAKE).b).toEqual(['Integrations', 'Databases']);
    expect(titleOf('/security').b).toEqual([]);
  });
});
