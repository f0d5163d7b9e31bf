// The page's own words, one section per locale, with @gatehouse/core's catalogue machinery:
// English here, another locale's fetched when the page is shown in it (`?locale=fr`), as the
// flow's and the profile's words are.
import { defineSection } from '@gatehouse/core';
import { PAGE_EN } from './en.js';

export const PAGE_TEXTS = defineSection(PAGE_EN, { fr: () => import('./fr.js') });
