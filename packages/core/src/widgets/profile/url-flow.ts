/** The query parameter that opens a profile flow on load (spec 000 §2). */
export const WIDGET_FLOW_PARAM = 'widget-flow';

/**
 * Read `widget-flow` from the address and remove it first, keeping the other parameters and
 * the hash, with a history replace: no reload, no new entry, and a reload or Back does not
 * open the flow again. Undefined outside a browser or when absent.
 */
export function takeWidgetFlow(): string | undefined {
  if (typeof window === 'undefined' || !window.location) return undefined;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(WIDGET_FLOW_PARAM)) return undefined;
  const flowId = url.searchParams.get(WIDGET_FLOW_PARAM) ?? '';
  url.searchParams.delete(WIDGET_FLOW_PARAM);
  if (typeof window.history?.replaceState === 'function') {
    window.history.replaceState(window.history.state, '', url.toString());
  }
  return flowId.trim() || undefined;
}
