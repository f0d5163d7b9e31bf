import { onDemand } from '../../../on-demand';
import { defineSection } from '../../section';
import { LAYOUT_ROLES_EN } from './en';

export const ROLE_LAYOUT_TEXTS = defineSection(LAYOUT_ROLES_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
