import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { PROFILE_ACCOUNT_EN } from './en';

export const PROFILE_ACCOUNT_TEXTS = defineSection(PROFILE_ACCOUNT_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
