import * as z from 'zod';
import { routeOf } from '../../access/route';
import { DerivedFileError } from './error';
import { buildSearchIndex, LUNR_VERSION, SEARCH_PIPELINE, type SearchDocument } from './lunr-index';
import type { DeriveOptions, MayOpen } from './types';

const IndexedDocument = z.looseObject({ i: z.number().int(), t: z.string(), u: z.string() });

/** What each entry's serialised index must say for a rebuild to match the plugin's. */
const SerialisedIndex = z.looseObject({
  version: z.string(),
  fields: z.array(z.string()),
  pipeline: z.array(z.string()),
});

/**
 * The search plugin's `search-index.json`: one entry per kind of document (titles, headings,
 * descriptions, keywords, content), each the documents and the lunr index over them.
 */
const SearchIndexFile = z.array(
  z.strictObject({ documents: z.array(IndexedDocument), index: SerialisedIndex }),
);

/**
 * The search index a reader gets: every entry rebuilt from the documents whose page (`u`) they
 * may open. Rebuilt, not pruned: lunr's inverted index and field vectors would otherwise keep
 * the words of the pages that were taken out.
 */
export function deriveSearchIndex(original: string, mayOpen: MayOpen, { baseUrl }: DeriveOptions) {
  const entries = readEntries(original);
  const derived = entries.map(({ documents }) => {
    const kept = documents.filter((doc) => {
      const route = routeOf(doc.u, baseUrl);
      return route !== undefined && mayOpen(route);
    });
    return { documents: kept, index: buildSearchIndex(kept) };
  });
  return JSON.stringify(derived);
}

function readEntries(original: string): { documents: SearchDocument[] }[] {
  let json: unknown;
  try {
    json = JSON.parse(original);
  } catch (error) {
    fail(`not JSON (${(error as Error).message})`);
  }
  const parsed = SearchIndexFile.safeParse(json);
  if (!parsed.success) {
    fail(`not the search plugin's index (${z.prettifyError(parsed.error)})`);
  }
  for (const [at, { index }] of parsed.data.entries()) checkRebuildable(index, at);
  // The documents as read, in their key order, so that an unfiltered rebuild is byte-identical.
  return (json as { documents: SearchDocument[] }[]).map(({ documents }) => ({ documents }));
}

/** Refuses an index this rebuild would not reproduce: another lunr, language or pipeline. */
function checkRebuildable(index: z.infer<typeof SerialisedIndex>, at: number): void {
  if (index.version !== LUNR_VERSION) {
    fail(
      `entry ${at} was built with lunr ${index.version}; the gate rebuilds with ${LUNR_VERSION}`,
    );
  }
  if (index.fields.join() !== 't' || index.pipeline.join() !== SEARCH_PIPELINE.join()) {
    fail(
      `entry ${at} was built with fields [${index.fields}] and search pipeline [${index.pipeline}]; ` +
        `the gate rebuilds English indexes with the plugin's default options only`,
    );
  }
}

function fail(reason: string): never {
  throw new DerivedFileError('search-index', reason);
}
