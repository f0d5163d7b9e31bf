import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { ROLES_EN } from './en';

export const ROLE_TEXTS = defineSection(ROLES_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
