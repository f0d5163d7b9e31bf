import { onDemand } from '../../../on-demand';
import { defineSection } from '../../section';
import { LAYOUT_AUDIT_EN } from './en';

export const AUDIT_LAYOUT_TEXTS = defineSection(LAYOUT_AUDIT_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
