// The /search page, in place of the local search plugin's own: the same index and worker
// (src/search/plugin-client.ts), but one hit per page or section (src/search/hits.ts), each
// under its place in the sidebar, its terms marked (src/search/marks.ts), inside the page's
// main landmark.
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Layout from '@theme/Layout';
import { type ChangeEvent, Fragment, type ReactNode, useEffect, useState } from 'react';
import { DocumentType, oneHitPerPlace, type SearchHit, type SearchResult } from '../../search/hits';
import { markMatches, matchesIn, occurrencesIn, type Segment } from '../../search/marks';
import { highlightsOnPage, search } from '../../search/plugin-client';
import styles from './styles.module.css';

/** As many results as the worker is asked for (the plugin's page asks for as many). */
const LIMIT = 100;
/** About as many characters of a passage as are shown around its first match. */
const PASSAGE_LENGTH = 160;

/**
 * The query in the URL (`?q=`), which is where the page keeps it. Empty in the server render
 * and the first client render, as in the built HTML: the query is known only in the browser.
 */
function useQuery(): [string, (query: string) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const query = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const setQuery = (next: string) => {
    const params = new URLSearchParams(location.search);
    if (next) params.set('q', next);
    else params.delete('q');
    history.replace({ search: params.toString() });
  };
  return [query, setQuery];
}

/** The hits for `query`, undefined while they are looked up (and for no query). */
function useHits(query: string): SearchHit[] | undefined {
  const baseUrl = useBaseUrl('/');
  const [found, setFound] = useState<{ query: string; hits: SearchHit[] }>();
  useEffect(() => {
    if (!query) return;
    let current = true;
    void search(baseUrl, query, LIMIT).then((results) => {
      if (current) {
        setFound({ query, hits: oneHitPerPlace(results, { highlightTerms: highlightsOnPage() }) });
      }
    });
    return () => {
      current = false;
    };
  }, [baseUrl, query]);
  return found?.query === query ? found.hits : undefined;
}

/** A title or heading with its matched terms marked; a text's section title likewise. */
function headingOf({ document, type, metadata, tokens }: SearchResult): Segment[] {
  if (type === DocumentType.Title || type === DocumentType.Heading) {
    return markMatches(document.t, matchesIn(metadata, 't'));
  }
  const title = document.s ?? document.t;
  return markMatches(title, occurrencesIn(title, tokens));
}

/** The text that matched, around its first match. */
function passageOf({ document, metadata, tokens }: SearchResult): Segment[] {
  const matches = matchesIn(metadata, 't');
  return markMatches(
    document.t,
    matches.length > 0 ? matches : occurrencesIn(document.t, tokens),
    PASSAGE_LENGTH,
  );
}

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.marked ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, never reordered.
      <mark key={i}>{segment.text}</mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text, never reordered.
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <article className={styles.hit}>
      <h2 className={styles.hitTitle}>
        <Link to={hit.href}>
          <Marked segments={headingOf(hit.heading)} />
        </Link>
      </h2>
      {hit.path.length > 0 ? <p className={styles.hitPath}>{hit.path.join(' › ')}</p> : null}
      {hit.passage ? (
        <p className={styles.hitPassage}>
          <Marked segments={passageOf(hit.passage)} />
        </p>
      ) : null}
    </article>
  );
}

/** What the search found, said once it is known: a count, or that nothing matched. */
function Outcome({ hits }: { hits: SearchHit[] | undefined }): ReactNode {
  const { selectMessage } = usePluralForm();
  if (!hits) return 'Searching…';
  if (hits.length === 0) {
    return translate({
      id: 'theme.SearchPage.noResultsText',
      message: 'No documents were found',
      description: 'The paragraph for empty search result',
    });
  }
  return selectMessage(
    hits.length,
    translate(
      {
        id: 'theme.SearchPage.documentsFound.plurals',
        message: '1 document found|{count} documents found',
        description: 'Pluralized label for "{count} documents found"',
      },
      { count: hits.length },
    ),
  );
}

export default function SearchPage() {
  const [query, setQuery] = useQuery();
  const hits = useHits(query);
  const title = query
    ? translate(
        {
          id: 'theme.SearchPage.existingResultsTitle',
          message: 'Search results for "{query}"',
          description: 'The search page title for non-empty query',
        },
        { query },
      )
    : translate({
        id: 'theme.SearchPage.emptyResultsTitle',
        message: 'Search the documentation',
        description: 'The search page title for empty query',
      });
  return (
    <Layout>
      <Head>
        {/* A page of search results is nothing for a search engine to index. */}
        <meta name="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <input
          type="search"
          name="q"
          className={styles.query}
          aria-label="Search the docs"
          value={query}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
          autoComplete="off"
        />
        {/* Announced as it changes, so a screen reader hears the count while typing. */}
        <p className={styles.outcome} aria-live="polite">
          {query ? <Outcome hits={hits} /> : null}
        </p>
        {hits?.map((hit) => (
          <Hit key={hit.href} hit={hit} />
        ))}
      </main>
    </Layout>
  );
}
