import { defineSection } from '../section';
import { KIT_EN } from './en';

/** The widgets' UI kit. */
export const KIT_TEXTS = defineSection(KIT_EN, { fr: () => import('./fr') });
