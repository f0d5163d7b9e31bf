import { type GatehouseError, localError } from '../http/errors';
import type { Http } from '../http/http';
import { fail, ok, type Result } from '../http/result';
import type { Locale } from '../i18n/locale';
import { loadOnce } from '../load-once';
import { DEFAULT_LAYOUTS, defaultLayoutsIn } from './defaults';
import { layoutSchemaError } from './error';
import {
  isLayoutSegment,
  isPageOf,
  isWidgetType,
  type LayoutOf,
  layoutPath,
  type PageOf,
  type WidgetType,
} from './pages';

export interface LoadLayoutOptions {
  signal?: AbortSignal;
  /**
   * The widget's locale: its document in that locale (`{page}-{locale}.json`) when the project
   * has one, else the plain one. English asks for the plain one alone.
   */
  locale?: Locale;
}

export interface LayoutForOptions extends LoadLayoutOptions {
  /** Mock mode (spec 000 §1): the built-in layout, and no request. */
  mock?: boolean;
}

/** What loading needs of a client: its HTTP layer (fetch, deadline, errors) and project. */
export type LayoutHttp = Pick<Http, 'getJson' | 'baseUrl' | 'projectId'>;

/**
 * The parser (the layout schemas and their rules), fetched once, beside the first layout's
 * request: the network's round trip hides it. A parser that fails to load resolves to the
 * error, so the layouts fail with it (and Retry asks again).
 */
const loadParser = /* @__PURE__ */ loadOnce(() =>
  import('./parse').then((module) => module.parseLayout),
);

const parserFailed = (path: string, error: unknown): GatehouseError => ({
  kind: 'network',
  code: 'E_LAYOUT_PARSER',
  message: `Could not check ${path}: the layout parser did not load (${
    error instanceof Error ? error.message : String(error)
  })`,
});

/** The path's parts, checked before any request, so a bad one never fetches. */
function checkTarget(
  widgetType: string,
  widgetId: string | undefined,
  page: string,
): GatehouseError | null {
  if (!isWidgetType(widgetType)) {
    return localError('input', 'E_LAYOUT_INPUT', `"${widgetType}" is not a widget type`);
  }
  if (widgetId !== undefined && !isLayoutSegment(widgetId)) {
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

/** One layout document fetched and checked; a 404 is `E_LAYOUT_NOT_FOUND`. */
async function fetchLayout<T extends WidgetType, P extends PageOf<T>>(
  http: LayoutHttp,
  widgetType: T,
  page: P,
  path: string,
  signal: AbortSignal | undefined,
): Promise<Result<LayoutOf<T, P>>> {
  const base = http.baseUrl.replace(/\/+$/, '');
  const url = `${base}/pages/${encodeURIComponent(http.projectId)}/v2-beta/${path}`;
  const parsing = loadParser().then(
    (parse) => ({ parse }),
    (error: unknown) => ({ error }),
  );
  const fetched = await http.getJson(url, signal);
  if (fetched.ok) {
    const loaded = await parsing;
    if ('error' in loaded) return fail(parserFailed(path, loaded.error));
    return loaded.parse(widgetType, page, fetched.data, path);
  }
  const { error } = fetched;
  if (error.kind === 'schema') return fail(layoutSchemaError(path, ['not JSON']));
  if (error.status === 404) {
    return fail({
      kind: 'http',
      code: 'E_LAYOUT_NOT_FOUND',
      message: `No layout at ${path} (${error.message})`,
      status: 404,
    });
  }
  return fail({ ...error, message: `Could not load ${path} (${error.message})` });
}

/**
 * Fetches `{baseUrl}/pages/{projectId}/v2-beta/{widgetType}/{widgetId}/{page}.json` through
 * the client's HTTP layer and validates it; in a locale other than English, the page's
 * document in that locale first, the plain one when the project has none (404). Resolves to
 * an error, never throws: `input` for a bad widget type, id or page (nothing is fetched),
 * `http` for a missing document, `network` or `timeout` when the server cannot be reached,
 * `schema` for a document that is not a valid layout.
 */
export async function loadLayout<T extends WidgetType, P extends PageOf<T>>(
  http: LayoutHttp,
  widgetType: T,
  widgetId: string,
  page: P,
  options: LoadLayoutOptions = {},
): Promise<Result<LayoutOf<T, P>>> {
  const bad = checkTarget(widgetType, widgetId, page);
  if (bad) return fail(bad);
  const { locale, signal } = options;
  if (locale && locale !== 'en') {
    const localized = layoutPath(widgetType, widgetId, page, locale);
    const found = await fetchLayout(http, widgetType, page, localized, signal);
    if (found.ok || found.error.code !== 'E_LAYOUT_NOT_FOUND') return found;
  }
  const path = layoutPath(widgetType, widgetId, page);
  return fetchLayout(http, widgetType, page, path, signal);
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
  const all =
    locale && locale !== 'en' ? await defaultLayoutsIn(locale).catch(() => undefined) : undefined;
  if (locale && locale !== 'en' && !all) {
    return fail(localError('network', 'E_LAYOUT_BUILT_IN', `The ${locale} layouts did not load`));
  }
  const pages = (all ?? DEFAULT_LAYOUTS)[widgetType] as Record<string, unknown>;
  return ok(structuredClone(pages[page]) as LayoutOf<T, P>);
}
