import { fail, type Result } from '../http/result';
import { E_LOAD_FAILED, loadFailed, onDemand } from '../on-demand';
import { layoutSchemaError } from './error';
import type { LayoutOf, PageOf, WidgetType } from './pages';

/**
 * The reader of pages: the content reader, the mapper to our layouts and the checks of the
 * result (about 12 KB gzip), fetched once, beside the first page's request: the network's
 * round trip hides it. A reader that fails to load fails the page with its error, naming it;
 * Retry asks again.
 */
export const loadReader = onDemand('the layout reader', () => import('./reader'));

export type Reader = Awaited<ReturnType<typeof loadReader>>;

/**
 * A page's HTML read safely, mapped to the widget's layout and checked: the one way every page
 * is read, a project's and a built-in one alike. `builtIn` gives the built-in page, for what
 * the HTML does not carry (our own texts); it is awaited only once the HTML has been read.
 */
export async function readPage<T extends WidgetType, P extends PageOf<T>>(
  reader: Reader,
  widgetType: T,
  page: P,
  path: string,
  html: string,
  builtIn: () => Promise<{ layout: LayoutOf<T, P> } | { error: unknown }>,
): Promise<Result<LayoutOf<T, P>>> {
  const content = await reader.readContent(html);
  // A tokenizer that did not load (no DOM) fails the page with its own error.
  if (!content.ok && content.error.code === E_LOAD_FAILED) return fail(content.error);
  if (!content.ok) return fail(layoutSchemaError(path, [content.error.message]));
  const own = await builtIn();
  if ('error' in own) return fail(loadFailed('the built-in layouts', own.error));
  const layout = reader.layoutFromContent(widgetType, page, content.data, own.layout);
  return reader.parseLayout(widgetType, page, layout, path);
}
