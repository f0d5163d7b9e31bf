import { onDemand } from '../../../on-demand';
import { defineSection } from '../../section';
import { LAYOUT_PROFILE_EN } from './en';

export const PROFILE_LAYOUT_TEXTS = defineSection(LAYOUT_PROFILE_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
