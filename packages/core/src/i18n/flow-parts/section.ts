import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { FLOW_PARTS_EN } from './en';

/** The flow renderer's parts that load on demand (fields, TOTP, debugger). */
export const FLOW_PART_TEXTS = defineSection(FLOW_PARTS_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
