import { defineSection } from '../section';
import { ACCESS_KEYS_EN } from './en';

export const ACCESS_KEY_TEXTS = /* @__PURE__ */ defineSection(ACCESS_KEYS_EN, {
  fr: () => import('./fr'),
});
