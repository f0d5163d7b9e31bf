import { defineSection } from '../../section';
import { LAYOUT_PROFILE_EN } from './en';

export const PROFILE_LAYOUT_TEXTS = defineSection(LAYOUT_PROFILE_EN, {
  fr: () => import('./fr'),
});
