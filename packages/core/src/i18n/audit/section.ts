import { defineSection } from '../section';
import { AUDIT_EN } from './en';

export const AUDIT_TEXTS = defineSection(AUDIT_EN, { fr: () => import('./fr') });
