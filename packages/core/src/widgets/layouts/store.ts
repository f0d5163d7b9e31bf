import { atom, type ReadableAtom } from 'nanostores';
import { type GatehouseError, localError } from '../../http/errors';
import { fail, ok, type Result } from '../../http/result';
import type { Locale } from '../../i18n/locale';
import { loadBuiltInReader } from '../../layout/built-in-loader';
import { type LayoutHttp, loadPage } from '../../layout/fetch-page';
import { type LayoutOf, type PageOf, WIDGET_PAGES, type WidgetType } from '../../layout/pages';
import { type LoadFailed, loadFailed } from '../../on-demand';

/** Every page of a widget type, by page name. */
export type PagesOf<T extends WidgetType> = { [P in PageOf<T>]: LayoutOf<T, P> };

/**
 * A widget's layouts: loading, every page loaded and valid, or why not (with a Retry); or
 * idle, when the widget needs no page yet (the profile while nobody is signed in).
 */
export type LayoutsState<T extends WidgetType> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; pages: PagesOf<T> }
  | { status: 'failed'; error: GatehouseError };

export interface LayoutsStore<T extends WidgetType> {
  readonly $layouts: ReadableAtom<LayoutsState<T>>;
  /**
   * Load (or, after a failure, load again) the pages the widget shows up front: every page
   * unless the widget names them (`upFront`); in mock mode every page.
   */
  load(): Promise<void>;
  /**
   * Load pages not loaded yet, when the widget needs them (a modal as it opens): ok once
   * each is known (and in `$layouts`), else the first failure. The widget's state stays as
   * it is: a modal that did not load says so itself.
   */
  loadPages(pages: readonly PageOf<T>[]): Promise<Result<void>>;
  /**
   * Idle once the widget's texts are here, with no page loaded, neither the server's nor the
   * built-in ones: what a widget shows while nobody is signed in needs none (the pages load
   * once someone is, with `load()`).
   */
  idle(): Promise<void>;
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
   * The pages `load()` fetches from the server (default: every page); the others load on
   * demand (`loadPages`). Mock mode has every page at once.
   */
  upFront?: readonly PageOf<T>[];
  /**
   * What else the widget needs before it shows, loaded alongside the pages (its texts in its
   * locale): the layouts are ready once both are. Nothing (undefined) when it is all here.
   * A rejection is the caller's to absorb.
   */
  ready?: () => Promise<unknown> | undefined;
}

// Layouts are static documents: once a widget's pages have loaded on a page's client, a widget
// mounted again on that client (the console going back to a view) shows at once, and its list
// does not wait behind nine page requests on the connections its search needs. Kept by page
// (`{type}/{widgetId}/{locale}/{page}`): a page loaded on demand is loaded once too.
const loadedPages = new WeakMap<LayoutHttp, Map<string, unknown>>();

const builtInFailed = (type: WidgetType, error: unknown): GatehouseError =>
  loadFailed(`the built-in ${type} layouts`, error);

/** Some pages of a widget, each read by `read`. */
const pick = <T extends WidgetType>(
  pages: readonly PageOf<T>[],
  read: (page: PageOf<T>) => unknown,
): Partial<PagesOf<T>> =>
  Object.fromEntries(pages.map((page) => [page, read(page)])) as Partial<PagesOf<T>>;

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
  const upFront = http ? (options.upFront ?? pages) : pages;
  const locale = options.locale ?? 'en';
  const key = `${type}/${options.widgetId}/${locale}`;
  const byPage = http && (loadedPages.get(http) ?? new Map<string, unknown>());
  if (http && byPage) loadedPages.set(http, byPage);
  const cached = (page: PageOf<T>) => byPage?.get(`${key}/${page}`);
  /** Aborted by `destroy`: no page loaded on demand lands after it. */
  const alive = new AbortController();
  let controller: AbortController | undefined;
  let last: PagesOf<T> | undefined;

  /**
   * `wanted` pages: those this client loaded before at once, the others from the server (or
   * the built-in ones in mock mode); each page's layout, or the first failure.
   */
  async function fetchPages(
    wanted: readonly PageOf<T>[],
    signal: AbortSignal,
  ): Promise<Result<Partial<PagesOf<T>>>> {
    if (!http) return readBuiltIn(wanted);
    const missing = wanted.filter((page) => cached(page) === undefined);
    // The built-in pages give what a provider's page does not carry (our own texts), in the
    // widget's locale: asked for beside the pages, awaited only once a page has been read.
    let builtIn: Promise<PagesOf<T>> | undefined;
    const builtInPage = (page: PageOf<T>) => {
      builtIn ??= builtInPages();
      return builtIn.then((all) => all[page]);
    };
    const results = await Promise.all(
      missing.map((page) =>
        loadPage(http, type, options.widgetId, page, {
          signal,
          locale,
          builtIn: () => builtInPage(page),
        }),
      ),
    ).catch((error: unknown): Result<unknown>[] => [fail(builtInFailed(type, error))]);
    for (const result of results) if (!result.ok) return result;
    if (signal.aborted) return fail(localError('network', 'E_ABORTED', 'The load was stopped'));
    for (const [index, result] of results.entries()) {
      if (result.ok) byPage?.set(`${key}/${missing[index]}`, result.data);
    }
    return ok(pick(wanted, cached));
  }

  /** The pages known from now on: those loaded before, and these. */
  function keep(loaded: Partial<PagesOf<T>>) {
    last = { ...last, ...loaded } as PagesOf<T>;
    $layouts.set({ status: 'ready', pages: last });
  }

  async function load() {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    const known = !!http && upFront.every((page) => cached(page) !== undefined);
    // Pages this client loaded before show at once (the widget's texts awaited first).
    const waiting = known ? options.ready?.() : undefined;
    if (waiting) await waiting;
    if (known) {
      if (!current.signal.aborted) keep(pick(upFront, cached));
      return;
    }
    $layouts.set({ status: 'loading' });
    const [result] = await Promise.all([fetchPages(upFront, current.signal), options.ready?.()]);
    if (current.signal.aborted) return;
    if (!result.ok) $layouts.set({ status: 'failed', error: result.error });
    else keep(result.data);
  }

  async function loadPages(wanted: readonly PageOf<T>[]): Promise<Result<void>> {
    const missing = wanted.filter((page) => !last?.[page]);
    if (!missing.length) return ok(undefined);
    const result = await fetchPages(missing, alive.signal);
    if (!result.ok) return result;
    // Kept beside the pages shown (a load under way leaves the state to it).
    if ($layouts.get().status === 'ready') keep(result.data);
    else last = { ...last, ...result.data } as PagesOf<T>;
    return ok(undefined);
  }

  async function idle() {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    // Signed out, nobody can use the pages yet: only the words shown meanwhile are awaited.
    const waiting = options.ready?.();
    if (waiting) await waiting;
    if (!current.signal.aborted) $layouts.set({ status: 'idle' });
  }

  /**
   * Mock mode's pages `wanted`: the built-in ones, each written as the provider's HTML and read
   * back as a project's page is (layout/built-in-pages.ts, loaded with mock mode beside them).
   * Each widget reads its own: a page read is a fresh copy.
   */
  async function readBuiltIn(wanted: readonly PageOf<T>[]): Promise<Result<Partial<PagesOf<T>>>> {
    const reading = loadBuiltInReader().then(
      (module) => ({ module }),
      (error: LoadFailed) => ({ error }),
    );
    let all: PagesOf<T>;
    try {
      all = await builtInPages();
    } catch (error) {
      return fail(builtInFailed(type, error));
    }
    const loaded = await reading;
    if ('error' in loaded) return fail(loaded.error);
    return loaded.module.readBuiltInPages(type, wanted, all);
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
    loadPages,
    idle,
    known,
    page(page) {
      const layout = known(page);
      if (!layout) throw new TypeError(`The ${type} layouts are not loaded yet: call load() first`);
      return layout;
    },
    destroy() {
      controller?.abort();
      alive.abort();
    },
  };
}
