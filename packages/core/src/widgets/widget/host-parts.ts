import { onDemand } from '../../on-demand';

// What a widget loads only when its host asks for it: the debug log, a named style.

/** The widgets' debug log (debug.ts): loaded only by a widget whose `debug` is set. */
export const widgetDebug = onDemand('the widget debug log', () => import('./debug'));

/** A widget's `style-id` style (style.ts): loaded only by a widget that names one. */
export const widgetStyle = onDemand('the widget style', () => import('./style'));
