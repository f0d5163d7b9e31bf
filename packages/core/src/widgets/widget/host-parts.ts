import { onDemand } from '../../on-demand';

/**
 * What a widget loads only when its host asks for it (host.ts: the debug log, a named style):
 * one part, loaded only by a widget whose `debug` or `style-id` is set.
 */
export const widgetHostParts = onDemand('the widget debug log and style', () => import('./host'));
