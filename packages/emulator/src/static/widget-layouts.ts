import {
  DEFAULT_LAYOUTS,
  defaultLayoutsIn,
  isLayoutSegment,
  isWidgetType,
  LOCALES,
  type Locale,
  layoutToHtml,
  WIDGET_PAGES,
  type WidgetLayout,
  type WidgetType,
} from '@gatehouse/core';

// The widgets' built-in pages as the provider's page files, for any widget id:
// `{widget-type}/{widget-id}/{page}.html`, and `{page}-{locale}.html` in each other locale of
// core's catalogue (the built-in layouts in its words), written by core's writer from
// @gatehouse/core's DEFAULT_LAYOUTS.

/** The widget id the demo project's apps use (any id gets the built-in pages). */
export const DEMO_WIDGET_ID = 'demo';

/** Pages the provider names otherwise than Gatehouse's WIDGET_PAGES: served by its name. */
const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  'generated-access-key-modal': 'created-access-key-modal',
};

/** A widget's page names as served (the provider's). */
export const servedPages = (widgetType: WidgetType): string[] =>
  (WIDGET_PAGES[widgetType] as readonly string[]).map((page) => PROVIDER_NAMES[page] ?? page);

/** The layout key (WIDGET_PAGES) of a served page name, if the widget has that page. */
function layoutPage(widgetType: WidgetType, served: string): string | undefined {
  const pages = WIDGET_PAGES[widgetType] as readonly string[];
  return pages.find((page) => (PROVIDER_NAMES[page] ?? page) === served);
}

const otherLocale = (value: string): value is Exclude<Locale, 'en'> =>
  value !== 'en' && (LOCALES as readonly string[]).includes(value);

/** A served page path, split: `{type}/{widgetId}/{page}[-{locale}].html`. */
export interface WidgetPagePath {
  widgetType: WidgetType;
  widgetId: string;
  /** The layout key (WIDGET_PAGES). */
  page: string;
  locale?: Exclude<Locale, 'en'>;
  /** The path of the page in no locale. */
  plain: string;
}

/** What a path names among the built-in pages, or undefined. */
export function widgetPagePath(path: string): WidgetPagePath | undefined {
  const match = /^([^/]+)\/([^/]+)\/([^/]+)\.html$/.exec(path);
  if (!match) return undefined;
  const [, type = '', widgetId = '', name = ''] = match;
  if (!isWidgetType(type) || !isLayoutSegment(widgetId)) return undefined;
  const plainPage = layoutPage(type, name);
  if (plainPage) return { widgetType: type, widgetId, page: plainPage, plain: path };
  const localized = /^(.+)-([a-z]+)$/.exec(name);
  const page = localized?.[1] && layoutPage(type, localized[1]);
  const locale = localized?.[2];
  if (!page || !locale || !otherLocale(locale)) return undefined;
  const plain = `${type}/${widgetId}/${localized[1]}.html`;
  return { widgetType: type, widgetId, page, locale, plain };
}

/** A built-in page's file, in its locale (the catalogue's words loaded on demand). */
export async function builtInWidgetFile(path: WidgetPagePath): Promise<string> {
  const layouts = path.locale ? await defaultLayoutsIn(path.locale) : DEFAULT_LAYOUTS;
  const layout = (layouts[path.widgetType] as Record<string, WidgetLayout>)[path.page];
  if (!layout) throw new Error(`No built-in layout for ${path.widgetType} ${path.page}`);
  return layoutToHtml(path.widgetType, path.page, layout);
}

/** Every built-in page path for `widgetId`, in English and each other locale. */
export function builtInWidgetPaths(widgetId = DEMO_WIDGET_ID): string[] {
  const locales = ['', ...LOCALES.filter((locale) => locale !== 'en').map((l) => `-${l}`)];
  return Object.keys(WIDGET_PAGES).flatMap((type) =>
    servedPages(type as WidgetType).flatMap((page) =>
      locales.map((suffix) => `${type}/${widgetId}/${page}${suffix}.html`),
    ),
  );
}
