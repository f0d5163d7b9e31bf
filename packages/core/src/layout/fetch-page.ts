import { contentUrl } from '../content/url';
import { type GatehouseError, localError } from '../http/errors';
import type { Http } from '../http/http';
import { fail, type Result } from '../http/result';
import { getText } from '../http/static-host';
import type { Locale } from '../i18n/locale';
import type { LoadFailed } from '../on-demand';
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

// A page fetched from the server and read: what a widget loads. loadLayout (load.ts) is the
// same with the built-in page found by itself among every widget's, which a widget, giving
// its own, never ships.

/** What loading needs of a client: its HTTP layer (fetch, deadline, errors) and project. */
export type LayoutHttp = Pick<Http, 'getBody' | 'baseUrl' | 'projectId'>;

/** How a page is loaded: as `LoadLayoutOptions`, with the built-in page always given. */
export interface PageOptions<L> {
  signal?: AbortSignal;
  /** The widget's locale (see `LoadLayoutOptions.locale`). */
  locale?: Locale;
  /**
   * The widget's built-in page in its locale: what the provider's page does not carry (our
   * own texts) is taken from it. Asked for as the page's request goes out.
   */
  builtIn: () => L | Promise<L>;
}

/** The path's parts, checked before any request, so a bad one never fetches. */
export function checkTarget(
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
  options: PageOptions<LayoutOf<T, P>>,
): Promise<Result<LayoutOf<T, P>>> {
  const url = contentUrl(http.baseUrl, http.projectId, path);
  const reading = loadReader().then(
    (reader) => ({ reader }),
    (error: LoadFailed) => ({ error }),
  );
  const builtIn = Promise.resolve(options.builtIn()).then(
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
 * One page, as `loadLayout` loads it (see there), with the built-in page the caller gives: a
 * widget gives its own, so that it never loads every widget's built-in pages.
 */
export async function loadPage<T extends WidgetType, P extends PageOf<T>>(
  http: LayoutHttp,
  widgetType: T,
  widgetId: string,
  page: P,
  options: PageOptions<LayoutOf<T, P>>,
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
