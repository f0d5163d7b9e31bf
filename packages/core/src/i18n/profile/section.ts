import { defineSection } from '../section';
import { PROFILE_EN } from './en';

export const PROFILE_TEXTS = /* @__PURE__ */ defineSection(PROFILE_EN, {
  fr: () => import('./fr'),
});
