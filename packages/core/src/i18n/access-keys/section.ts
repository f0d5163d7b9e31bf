import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { ACCESS_KEYS_EN } from './en';

export const ACCESS_KEY_TEXTS = /* @__PURE__ */ defineSection(ACCESS_KEYS_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
