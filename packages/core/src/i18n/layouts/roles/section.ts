import { defineSection } from '../../section';
import { LAYOUT_ROLES_EN } from './en';

export const ROLE_LAYOUT_TEXTS = defineSection(LAYOUT_ROLES_EN, {
  fr: () => import('./fr'),
});
