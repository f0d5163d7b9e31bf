import { defineSection } from '../section';
import { PROFILE_EN } from './en';

export const PROFILE_TEXTS = defineSection(PROFILE_EN, {
  fr: () => import('./fr'),
});
