import { onDemand } from '../../../on-demand';
import { defineSection } from '../../section';
import { LAYOUT_USERS_EN } from './en';

/** The built-in layouts' words, one section per widget (needed in mock mode and by servers). */
export const USER_LAYOUT_TEXTS = defineSection(LAYOUT_USERS_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
