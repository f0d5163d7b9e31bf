import { contentUrl } from './url';

// A hosted flow reads config.json and theme.json before it can fetch its first screen, and its
// scripts must arrive before it asks for them: document, scripts, those two files, the screen
// is four sequential round trips. A page that names the files in its head lets the browser fetch
// them while the scripts load, and the screen comes one round trip sooner. The run's own fetch
// then takes the preloaded answer: same URL, `fetch` destination, no credentials (the static
// host needs none, see Http.getBody).

/** The files a hosted flow reads before its first screen, in the order the run asks for them. */
export const FIRST_CONTENT = ['config.json', 'theme.json'] as const;

/**
 * Adds a `<link rel="preload" as="fetch" crossorigin="anonymous">` to `document.head` for each
 * of `files`. Self-contained like contentUrl (it is inlined as source text): everything it uses
 * comes in as arguments.
 */
function preloadContent(
  settings: { projectId: string; baseUrl: string } | null | undefined,
  url: typeof contentUrl,
  files: readonly string[],
): void {
  if (!settings) return;
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = url(settings.baseUrl, settings.projectId, file);
    document.head.append(link);
  }
}

/**
 * The project whose files to preload, or `{ expression }`: JavaScript the script evaluates for
 * them, where null (or undefined) preloads nothing (a page that will show no flow this time).
 */
export type PreloadSettings = { projectId: string; baseUrl: string } | { expression: string };

/**
 * The source of a classic inline script for a page's `<head>` that preloads a hosted flow's
 * first files. Given the project, its values are written as a JSON literal that cannot end
 * the script element (`<` is escaped); given `{ expression }`, the script evaluates that
 * expression when it runs (the examples read the page's query), so it must be the page's own
 * code. For a fixed project, plain tags do the same: one `<link rel="preload" as="fetch"
 * crossorigin="anonymous" href="…">` per file, at `contentUrl(baseUrl, projectId, file)`.
 */
export function flowPreloadScript(settings: PreloadSettings): string {
  const values =
    'expression' in settings
      ? settings.expression
      : JSON.stringify({ projectId: settings.projectId, baseUrl: settings.baseUrl }).replace(
          /</g,
          '\\u003c',
        );
  return `(${preloadContent})(${values}, ${contentUrl}, ${JSON.stringify(FIRST_CONTENT)});`;
}
