import { defineSection } from '../section';
import { ROLES_EN } from './en';

export const ROLE_TEXTS = /* @__PURE__ */ defineSection(ROLES_EN, { fr: () => import('./fr') });
