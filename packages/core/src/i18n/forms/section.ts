import { onDemand } from '../../on-demand';
import { defineSection } from '../section';
import { FORMS_EN } from './en';

/** Field messages shared by the flow screens and the widgets' forms. */
export const FORM_TEXTS = defineSection(FORMS_EN, {
  fr: onDemand('the fr texts', () => import('./fr')),
});
