import { DEFAULT_LAYOUTS, layoutPath, WIDGET_PAGES, WIDGET_TYPES } from '@gatehouse/core';

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
