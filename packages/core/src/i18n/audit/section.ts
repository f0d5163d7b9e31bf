import { defineSection } from '../section';
import { AUDIT_EN } from './en';

export const AUDIT_TEXTS = /* @__PURE__ */ defineSection(AUDIT_EN, { fr: () => import('./fr') });
