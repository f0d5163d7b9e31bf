import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { PROFILE_EN } from './en';

export const PROFILE_TEXTS = defineSection(PROFILE_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
