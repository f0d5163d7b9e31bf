import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { WIDGET_EN } from './en';

/** Every widget's host, lists, forms and cells. */
export const WIDGET_TEXTS = defineSection(WIDGET_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
