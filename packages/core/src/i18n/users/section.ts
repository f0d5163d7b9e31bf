import { defineSection } from '../section';
import { USERS_EN } from './en';

export const USER_TEXTS = defineSection(USERS_EN, { fr: () => import('./fr') });
