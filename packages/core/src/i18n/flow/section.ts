import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { FLOW_EN } from './en';

/** The sign-in flow's renderer and engine. */
export const FLOW_TEXTS = defineSection(FLOW_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
