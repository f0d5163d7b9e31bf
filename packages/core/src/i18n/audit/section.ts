import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { AUDIT_EN } from './en';

export const AUDIT_TEXTS = defineSection(AUDIT_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
