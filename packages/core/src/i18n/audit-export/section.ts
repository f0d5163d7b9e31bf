import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { AUDIT_EXPORT_EN } from './en';

export const AUDIT_EXPORT_TEXTS = defineSection(AUDIT_EXPORT_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
