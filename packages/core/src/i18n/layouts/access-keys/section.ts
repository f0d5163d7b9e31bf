import { defineSection } from '../../section';
import { LAYOUT_ACCESS_KEYS_EN } from './en';

export const ACCESS_KEY_LAYOUT_TEXTS = defineSection(LAYOUT_ACCESS_KEYS_EN, {
  fr: () => import('./fr'),
});
