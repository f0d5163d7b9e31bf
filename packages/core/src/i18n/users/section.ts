import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { USERS_EN } from './en';

export const USER_TEXTS = defineSection(USERS_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
