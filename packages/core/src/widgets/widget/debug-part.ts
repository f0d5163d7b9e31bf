import { onDemand } from '../../on-demand';

/** The widgets' debug log (debug.ts): loaded only by a widget whose `debug` is set. */
export const widgetDebug = onDemand('the widget debug log', () => import('./debug'));
