import { localError } from '../http/errors';
import { fail, type Result } from '../http/result';
import type { Locale } from '../i18n/locale';
import { type LoadFailed, loadFailed, onDemand } from '../on-demand';
import { loadBuiltInReader } from './built-in-loader';
import { checkTarget, type LayoutHttp, loadPage } from './fetch-page';
import type { LayoutOf, PageOf, WidgetType } from './pages';

export type { LayoutHttp };

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

/**
 * Fetches `{baseUrl}/pages/{projectId}/v2-beta/{widgetType}/{widgetId}/{page}.html` (the
 * provider's HTML page) through the client's HTTP layer, reads it safely (readContent), maps
 * it to the widget's layout (layoutFromContent) and checks it; in a locale other than English,
 * the page in that locale first, the plain one when the project has none (404). Resolves to
 * an error, never throws: `input` for a bad widget type, id or page (nothing is fetched),
 * `http` for a missing page, `network` or `timeout` when the server cannot be reached,
 * `schema` for a page that cannot be read or maps to no valid layout.
 */
export function loadLayout<T extends WidgetType, P extends PageOf<T>>(
  http: LayoutHttp,
  widgetType: T,
  widgetId: string,
  page: P,
  options: LoadLayoutOptions<LayoutOf<T, P>> = {},
): Promise<Result<LayoutOf<T, P>>> {
  return loadPage(http, widgetType, widgetId, page, {
    ...options,
    builtIn: () => options.builtIn ?? builtInPage(widgetType, page, options.locale),
  });
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
