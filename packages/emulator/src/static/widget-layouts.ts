import {
  DEFAULT_LAYOUTS,
  defaultLayoutsIn,
  isPageOf,
  isWidgetType,
  LOCALES,
  type Locale,
  layoutPath,
  WIDGET_PAGES,
  WIDGET_TYPES,
} from '@gatehouse/core';

/** The widget id the demo project serves its built-in layouts under. */
export const DEMO_WIDGET_ID = 'demo';

/**
 * The built-in layout of every page of every widget type (@gatehouse/core's DEFAULT_LAYOUTS),
 * by static path: `{widget-type}/demo/{page}.json` under /pages/{projectId}/v2-beta/. Fresh
 * copies: a seed may change its own.
 */
export function builtInWidgetPages(widgetId = DEMO_WIDGET_ID): Record<string, unknown> {
  const pages: Record<string, unknown> = {};
  for (const widgetType of WIDGET_TYPES) {
    const layouts = DEFAULT_LAYOUTS[widgetType] as Record<string, unknown>;
    for (const page of WIDGET_PAGES[widgetType]) {
      pages[layoutPath(widgetType, widgetId, page)] = structuredClone(layouts[page]);
    }
  }
  return pages;
}

const otherLocale = (value: string): value is Exclude<Locale, 'en'> =>
  value !== 'en' && (LOCALES as readonly string[]).includes(value);

/**
 * A page's document in a locale (`{widget-type}/{widget-id}/{page}-{locale}.json`) for a page
 * the project serves as the built-in one: the built-in page in the catalogue's words for that
 * locale (@gatehouse/core's `defaultLayoutsIn`), as the provider translates its own content.
 * Undefined for anything else, a page the seed wrote itself among them (its words are its
 * own; the widget then shows the plain page).
 */
export async function localizedWidgetPage(
  pages: Readonly<Record<string, unknown>>,
  path: string,
): Promise<unknown> {
  const match = /^([^/]+)\/([^/]+)\/([^/]+)-([a-z]+)\.json$/.exec(path);
  if (!match) return undefined;
  const [, type = '', widgetId = '', page = '', locale = ''] = match;
  if (!isWidgetType(type) || !isPageOf(type, page) || !otherLocale(locale)) return undefined;
  const plain = layoutPath(type, widgetId, page);
  const builtIn = (DEFAULT_LAYOUTS[type] as Record<string, unknown>)[page];
  const served = Object.hasOwn(pages, plain) ? pages[plain] : undefined;
  if (JSON.stringify(served) !== JSON.stringify(builtIn)) return undefined;
  const layouts = await defaultLayoutsIn(locale);
  return (layouts[type] as Record<string, unknown>)[page];
}
