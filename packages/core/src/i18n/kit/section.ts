import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { KIT_EN } from './en';

/** The widgets' UI kit. */
export const KIT_TEXTS = defineSection(KIT_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
