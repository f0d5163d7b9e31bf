import { type GatehouseError, localError } from '../http/errors';
import type { Http } from '../http/http';
import { fail, type Result } from '../http/result';
import { getText } from '../http/static-host';
import type { Locale } from '../i18n/locale';
import { type LoadFailed, loadFailed, onDemand } from '../on-demand';
import { layoutSchemaError } from './error';
import {
  isPageOf,
  isWidgetType,
  type LayoutOf,
  layoutPath,
  type PageOf,
  type WidgetType,
} from './pages';
import { loadReader, readPage } from './read-page';
import { widgetIdProblem } from './widget-id';

export interface LoadLayoutOptions<L = unknown> {
  signal?: AbortSignal;
  /**
   * The widget's locale: its page in that locale (`{page}-{locale}.html`) when the project
   * has one, else the plain one. English asks for the plain one alone.
   */
  locale?: Locale;
  /**
   * The widget's built-in page in its locale (or its promise): what the provider's page does
   * not carry (Gatehouse's own texts) is taken from it. Loaded from ./defaults when absent.
   */
  builtIn?: L | Promise<L>;
}

export interface LayoutForOptions extends Omit<LoadLayoutOptions, 'builtIn'> {
  /** Mock mode (spec 000 §1): the built-in layout, and no request. */
  mock?: boolean;
}

/** What loading needs of a client: its HTTP layer (fetch, deadline, errors) and project. */
export type LayoutHttp = Pick<Http, 'getBody' | 'baseUrl' | 'projectId'>;

/**
 * Mock mode's reader of built-in pages (built-in-read.ts, with the writer of pages), loaded
 * beside the page reader it hands each page to: a widget shown against a server never loads it.
 */
export const loadBuiltInReader = onDemand('the layout writer', () =>
  Promise.all([import('./built-in-read'), loadReader()]).then(([module]) => module),
);

/**
 * Every widget's built-in pages (measured: about 4 KB gzip a widget would ship up front when
 * read here statically), loaded with the first page that needs them.
 */
const builtInLayouts = onDemand('the built-in layouts', () => import('./defaults'));

/** The built-in page, in the locale: the catalogue's words for what a provider page lacks. */
async function builtInPage<T extends WidgetType, P extends PageOf<T>>(
  widgetType: T,
  page: P,
  locale: Locale | undefined,
): Promise<LayoutOf<T, P>> {
  const { DEFAULT_LAYOUTS, defaultLayoutsIn } = await builtInLayouts();
  const all = locale && locale !== 'en' ? await defaultLayoutsIn(locale) : DEFAULT_LAYOUTS;
  return (all[widgetType] as Record<string, unknown>)[page] as LayoutOf<T, P>;
}

/** The path's parts, checked before any request, so a bad one never fetches. */
function checkTarget(
  widgetType: string,
  widgetId: string | undefined,
  page: string,
): GatehouseError | null {
  if (!isWidgetType(widgetType)) {
    return localError('input', 'E_LAYOUT_INPUT', `"${widgetType}" is not a widget type`);
  }
  if (widgetId !== undefined && widgetIdProblem(widgetId)) {
    return localError(
      'input',
      'E_LAYOUT_INPUT',
      `"${widgetId}" is not a widget id (letters, digits, ".", "_" and "-")`,
    );
  }
  if (!isPageOf(widgetType, page)) {
    return localError('input', 'E_LAYOUT_INPUT', `"${page}" is not a page of ${widgetType}`);
  }
  return null;
}

/** One page fetched, read and mapped to its layout, then checked; a 404 is `E_LAYOUT_NOT_FOUND`. */
async function fetchLayout<T extends WidgetType, P extends PageOf<T>>(
  http: LayoutHttp,
  widgetType: T,
  page: P,
  path: string,
  options: LoadLayoutOptions<LayoutOf<T, P>>,
): Promise<Result<LayoutOf<T, P>>> {
  const base = http.baseUrl.replace(/\/+$/, '');
  const url = `${base}/pages/${encodeURIComponent(http.projectId)}/v2-beta/${path}`;
  const reading = loadReader().then(
    (reader) => ({ reader }),
    (error: LoadFailed) => ({ error }),
  );
  const builtIn = Promise.resolve(
    options.builtIn ?? builtInPage(widgetType, page, options.locale),
  ).then(
    (layout) => ({ layout }),
    (error: unknown) => ({ error }),
  );
  const fetched = await getText(http, url, options.signal);
  if (!fetched.ok) return fail(fetchFailed(path, fetched.error));
  const loaded = await reading;
  if ('error' in loaded) return fail(loaded.error);
  return readPage(loaded.reader, widgetType, page, path, fetched.data, () => builtIn);
}

/** Why a page could not be fetched, with its path. */
function fetchFailed(path: string, error: GatehouseError): GatehouseError {
  if (error.code === 'E_TOO_LARGE') return layoutSchemaError(path, [error.message]);
  if (error.status === 404) {
    return {
      kind: 'http',
      code: 'E_LAYOUT_NOT_FOUND',
      message: `No layout at ${path} (${error.message})`,
      status: 404,
    };
  }
  return { ...error, message: `Could not load ${path} (${error.message})` };
}

/**
 * Fetches `{baseUrl}/pages/{projectId}/v2-beta/{widgetType}/{widgetId}/{page}.html` (the
 * provider's HTML page) through the client's HTTP layer, reads it safely (readContent), maps
 * it to the widget's layout (layoutFromContent) and checks it; in a locale other than English,
 * the page in that locale first, the plain one when the project has none (404). Resolves to
 * an error, never throws: `input` for a bad widget type, id or page (nothing is fetched),
 * `http` for a missing page, `network` or `timeout` when the server cannot be reached,
 * `schema` for a page that cannot be read or maps to no valid layout.
 */
export async function loadLayout<T extends WidgetType, P extends PageOf<T>>(
  http: LayoutHttp,
  widgetType: T,
  widgetId: string,
  page: P,
  options: LoadLayoutOptions<LayoutOf<T, P>> = {},
): Promise<Result<LayoutOf<T, P>>> {
  const bad = checkTarget(widgetType, widgetId, page);
  if (bad) return fail(bad);
  const { locale } = options;
  if (locale && locale !== 'en') {
    const localized = layoutPath(widgetType, widgetId, page, locale);
    const found = await fetchLayout(http, widgetType, page, localized, options);
    if (found.ok || found.error.code !== 'E_LAYOUT_NOT_FOUND') return found;
  }
  const path = layoutPath(widgetType, widgetId, page);
  return fetchLayout(http, widgetType, page, path, options);
}

/**
 * The layout a widget shows: in mock mode a copy of the built-in one (no request; in another
 * locale than English, built in the catalogue's words, loaded on demand), otherwise the
 * project's, as loadLayout loads it.
 */
export async function layoutFor<T extends WidgetType, P extends PageOf<T>>(
  http: LayoutHttp | undefined,
  widgetType: T,
  widgetId: string,
  page: P,
  options: LayoutForOptions = {},
): Promise<Result<LayoutOf<T, P>>> {
  if (!options.mock) {
    if (!http) throw new TypeError('A client is required to load layouts unless mock is set');
    return loadLayout(http, widgetType, widgetId, page, options);
  }
  // Nothing is loaded in mock mode, so the widget id is not needed.
  const bad = checkTarget(widgetType, undefined, page);
  if (bad) return fail(bad);
  const { locale } = options;
  let layout: LayoutOf<T, P>;
  try {
    layout = await builtInPage(widgetType, page, locale);
  } catch (error) {
    if (!locale || locale === 'en') return fail(loadFailed(builtInLayouts.part, error));
    return fail(localError('network', 'E_LAYOUT_BUILT_IN', `The ${locale} layouts did not load`));
  }
  const reading = await loadBuiltInReader().then(
    (module) => ({ module }),
    (error: LoadFailed) => ({ error }),
  );
  if ('error' in reading) return fail(reading.error);
  return reading.module.readBuiltInPage(widgetType, page, layout);
}
