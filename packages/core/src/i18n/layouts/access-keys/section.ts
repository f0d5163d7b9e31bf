import { onDemand } from '../../../on-demand';
import { defineSection } from '../../section';
import { LAYOUT_ACCESS_KEYS_EN } from './en';

export const ACCESS_KEY_LAYOUT_TEXTS = defineSection(LAYOUT_ACCESS_KEYS_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
