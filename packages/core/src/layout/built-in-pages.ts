import { layoutToHtml } from '../content/write/layout';
import { fail, ok, type Result } from '../http/result';
import type { LoadFailed } from '../on-demand';
import type { LayoutOf, PageOf, WidgetType } from './pages';
import { loadReader, readPage } from './read-page';
import type { WidgetLayout } from './schema';

// Mock mode's pages: the built-in ones, each written as the provider's HTML and read back as a
// project's page is (readPage), so that mock mode shows pages of the one format through the
// one reader. Code only mock mode runs, with the writer of pages: it loads with mock mode
// (built-in-loader.ts), never with a widget shown against a server.

/** A built-in page written as the provider's HTML and read back as a project's page is. */
export async function readBuiltInPage<T extends WidgetType, P extends PageOf<T>>(
  widgetType: T,
  page: P,
  layout: LayoutOf<T, P>,
): Promise<Result<LayoutOf<T, P>>> {
  const reader = await loadReader().then(
    (loaded) => ({ loaded }),
    (error: LoadFailed) => ({ error }),
  );
  if ('error' in reader) return fail(reader.error);
  const html = layoutToHtml(widgetType, page, layout as WidgetLayout);
  return readPage(reader.loaded, widgetType, page, `built-in ${widgetType}/${page}`, html, () =>
    Promise.resolve({ layout }),
  );
}

/** The `wanted` pages of `all` (a widget's built-in pages), each read so; else the first failure. */
export async function readBuiltInPages<T extends WidgetType>(
  widgetType: T,
  wanted: readonly PageOf<T>[],
  all: { [P in PageOf<T>]: LayoutOf<T, P> },
): Promise<Result<Partial<{ [P in PageOf<T>]: LayoutOf<T, P> }>>> {
  const results = await Promise.all(
    wanted.map((page) => readBuiltInPage(widgetType, page, all[page])),
  );
  const read: Record<string, unknown> = {};
  for (const [index, result] of results.entries()) {
    if (!result.ok) return result;
    read[wanted[index] as string] = result.data;
  }
  return ok(read as Partial<{ [P in PageOf<T>]: LayoutOf<T, P> }>);
}
