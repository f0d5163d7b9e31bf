import lunr from 'lunr';

/** A document of the search plugin's index: `i` its id, `t` the text lunr indexes, `u` its page. */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  [key: string]: unknown;
}

/** The lunr version the index must come from: the one the search plugin depends on (pinned). */
export const LUNR_VERSION = lunr.version;

/**
 * The search pipeline a serialised index records when it was built as this file builds it:
 * lunr's default English pipeline, whose search side is the stemmer alone.
 */
export const SEARCH_PIPELINE = ['stemmer'];

/**
 * One lunr index over `documents`, set up as @easyops-cn/docusaurus-search-local 0.55.3 sets it
 * up in its `buildIndex` for `language: ['en']` and its default options (the English stop-word
 * filter and stemmer kept): ref `i` (as a string), the one field `t`, token positions kept for
 * highlighting. Built this way from all of a file's documents, the index is byte for byte the
 * one the plugin wrote (the tests check it on the real build).
 */
export function buildSearchIndex(documents: readonly SearchDocument[]): lunr.Index {
  return lunr(function build() {
    this.ref('i');
    this.field('t');
    this.metadataWhitelist = ['position'];
    for (const doc of documents) this.add({ ...doc, i: doc.i.toString() });
  });
}
