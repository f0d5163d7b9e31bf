import { atom, type ReadableAtom } from 'nanostores';
import type { GatehouseError } from '../../http/errors';
import { fail, ok, type Result } from '../../http/result';
import type { Locale } from '../../i18n/locale';
import { type LayoutHttp, loadLayout } from '../../layout/load';
import { type LayoutOf, type PageOf, WIDGET_PAGES, type WidgetType } from '../../layout/pages';
import { loadFailed } from '../../on-demand';

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
  /**
   * A page's layout once loaded; until then the built-in one when the widget gave its pages
   * (headless use needs no load). A widget whose built-in pages load on demand knows none
   * before `load()`: this throws then (see `known`).
   */
  page<P extends PageOf<T>>(page: P): LayoutOf<T, P>;
  /** A page's layout when known (as `page`), else undefined. */
  known<P extends PageOf<T>>(page: P): LayoutOf<T, P> | undefined;
  destroy(): void;
}

export interface LayoutsOptions<T extends WidgetType> {
  /**
   * The widget's built-in pages, shown in mock mode: the pages themselves (also read until
   * loaded), or a loader of them in a locale, so that a page showing the widget against a
   * server never ships them.
   */
  builtIn: PagesOf<T> | ((locale: Locale) => Promise<PagesOf<T>>);
  /** The page's client HTTP layer; not needed in mock mode. */
  http?: LayoutHttp;
  widgetId: string;
  /** The built-in layouts, and no request (spec 000 §1). */
  mock?: boolean;
  /**
   * The widget's locale: the project's pages in it where it has them (`{page}-{locale}.html`),
   * and the built-in pages in the catalogue's words (all of them in mock mode; against a
   * server, for the texts a provider's page does not carry). English by default.
   */
  locale?: Locale;
  /**
   * What else the widget needs before it shows, loaded alongside the pages (its texts in its
   * locale): the layouts are ready once both are. Nothing (undefined) when it is all here.
   * A rejection is the caller's to absorb.
   */
  ready?: () => Promise<unknown> | undefined;
}

// Layouts are static documents: once a widget's pages have loaded on a page's client, a widget
// mounted again on that client (the console going back to a view) shows at once, and its list
// does not wait behind nine page requests on the connections its search needs.
const loadedPages = new WeakMap<LayoutHttp, Map<string, unknown>>();

const builtInFailed = (type: WidgetType, error: unknown): GatehouseError =>
  loadFailed(`the built-in ${type} layouts`, error);

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
  const locale = options.locale ?? 'en';
  const key = `${type}/${options.widgetId}/${locale}`;
  let controller: AbortController | undefined;
  let last: PagesOf<T> | undefined;

  async function load() {
    controller?.abort();
    const known = http && (loadedPages.get(http)?.get(key) as PagesOf<T> | undefined);
    const waiting = known && options.ready?.();
    if (waiting) await waiting;
    if (known) {
      last = known;
      $layouts.set({ status: 'ready', pages: known });
      return;
    }
    const current = new AbortController();
    controller = current;
    $layouts.set({ status: 'loading' });
    // The built-in pages give what a provider's page does not carry (our own texts), in the
    // widget's locale: asked for beside the pages, awaited only once a page has been read.
    const builtIn = http ? builtInPages() : undefined;
    builtIn?.catch(() => undefined);
    const [results] = await Promise.all([
      http
        ? Promise.all(
            pages.map((page) =>
              loadLayout(http, type, options.widgetId, page, {
                signal: current.signal,
                locale,
                builtIn: builtIn?.then((all) => all[page]),
              }),
            ),
          ).catch((error: unknown): Result<unknown>[] => [fail(builtInFailed(type, error))])
        : builtInPages().then(
            (all): Result<unknown>[] => pages.map((page) => ok(structuredClone(all[page]))),
            (error: unknown) => [fail(builtInFailed(type, error))],
          ),
      options.ready?.(),
    ]);
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
    last = loaded as PagesOf<T>;
    $layouts.set({ status: 'ready', pages: last });
  }

  const { builtIn } = options;
  const builtInPages = () =>
    typeof builtIn === 'function' ? builtIn(locale) : Promise.resolve(builtIn);
  // The pages last loaded (they stand while loading again), else the built-in ones when given.
  const known = <P extends PageOf<T>>(page: P): LayoutOf<T, P> | undefined =>
    last ? last[page] : typeof builtIn === 'function' ? undefined : builtIn[page];

  return {
    $layouts,
    load,
    known,
    page(page) {
      const layout = known(page);
      if (!layout) throw new TypeError(`The ${type} layouts are not loaded yet: call load() first`);
      return layout;
    },
    destroy: () => controller?.abort(),
  };
}
