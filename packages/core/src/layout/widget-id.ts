import { isLayoutSegment } from './pages';

/** Why a widget id cannot be used, as the key of its message in the widgets' catalogue. */
export type WidgetIdProblem = 'widgetIdRequired' | 'widgetIdInvalid';

/**
 * The one widget id rule (spec 000 §1: required, it names the widget's layouts). The id is a
 * path segment of `{widgetType}/{widgetId}/{page}.html`, so it holds letters, digits, `.`, `_`
 * and `-` only (no leading dot). The element checks its attribute with it, a store before it
 * serves layouts from the server, and loadLayout before it fetches.
 */
export function widgetIdProblem(widgetId: string | undefined): WidgetIdProblem | undefined {
  if (!widgetId?.trim()) return 'widgetIdRequired';
  return isLayoutSegment(widgetId) ? undefined : 'widgetIdInvalid';
}
