import { atom, type ReadableAtom } from 'nanostores';
import type { GatehouseError } from '../../http/errors';
import { ok, type Result } from '../../http/result';
import { type LayoutHttp, loadLayout } from '../../layout/load';
import { type LayoutOf, type PageOf, WIDGET_PAGES, type WidgetType } from '../../layout/pages';

/** Every page of a widget type, by page name. */
export type PagesOf<T extends WidgetType> = { [P in PageOf<T>]: LayoutOf<T, P> };

/** A widget's layouts: loading, every page loaded and valid, or why not (with a Retry). */
export type LayoutsState<T extends WidgetType> =
  | { status: 'loading' }
  | { status: 'ready'; pages: PagesOf<T> }
  | { status: 'failed'; error: GatehouseError };

export interface LayoutsStore<T extends WidgetType> {
  readonly $layouts: ReadableAtom<LayoutsState<T>>;
  /** Load (or, after a failure, load again) every page of the widget. */
  load(): Promise<void>;
  /** A page's layout once loaded; the built-in one until then (headless use needs no load). */
  page<P extends PageOf<T>>(page: P): LayoutOf<T, P>;
  destroy(): void;
}

export interface LayoutsOptions<T extends WidgetType> {
  /** The widget's built-in pages: shown until loaded, and in mock mode. */
  builtIn: PagesOf<T>;
  /** The page's client HTTP layer; not needed in mock mode. */
  http?: LayoutHttp;
  widgetId: string;
  /** The built-in layouts, and no request (spec 000 §1). */
  mock?: boolean;
}

// Layouts are static documents: once a widget's pages have loaded on a page's client, a widget
// mounted again on that client (the console going back to a view) shows at once, and its list
// does not wait behind nine page requests on the connections its search needs.
const loadedPages = new WeakMap<LayoutHttp, Map<string, unknown>>();

/**
 * The static layouts of one widget (spec 000 §1, §7): its root page and modal pages, all or
 * nothing, through the client's HTTP layer (or the built-in ones in mock mode), loaded once
 * per client.
 */
export function createLayoutsStore<T extends WidgetType>(
  type: T,
  options: LayoutsOptions<T>,
): LayoutsStore<T> {
  if (!options.mock && !options.http) {
    throw new TypeError('A client is required to load layouts unless mock is set');
  }
  const $layouts = atom<LayoutsState<T>>({ status: 'loading' });
  const pages = WIDGET_PAGES[type] as readonly PageOf<T>[];
  const http = options.mock ? undefined : options.http;
  const key = `${type}/${options.widgetId}`;
  let controller: AbortController | undefined;

  async function load() {
    controller?.abort();
    const known = http && (loadedPages.get(http)?.get(key) as PagesOf<T> | undefined);
    if (known) {
      $layouts.set({ status: 'ready', pages: known });
      return;
    }
    const current = new AbortController();
    controller = current;
    $layouts.set({ status: 'loading' });
    const results = await Promise.all(
      pages.map((page): Promise<Result<unknown>> | Result<unknown> =>
        http
          ? loadLayout(http, type, options.widgetId, page, { signal: current.signal })
          : ok(structuredClone(options.builtIn[page])),
      ),
    );
    if (current.signal.aborted) return;
    const loaded: Partial<PagesOf<T>> = {};
    for (const [index, result] of results.entries()) {
      if (!result.ok) {
        $layouts.set({ status: 'failed', error: result.error });
        return;
      }
      Object.assign(loaded, { [pages[index] as string]: result.data });
    }
    if (http) {
      const byWidget = loadedPages.get(http) ?? new Map<string, unknown>();
      loadedPages.set(http, byWidget.set(key, loaded));
    }
    $layouts.set({ status: 'ready', pages: loaded as PagesOf<T> });
  }

  return {
    $layouts,
    load,
    page(page) {
      const state = $layouts.get();
      if (state.status === 'ready') return state.pages[page];
      return options.builtIn[page];
    },
    destroy: () => controller?.abort(),
  };
}
