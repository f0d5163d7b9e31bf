// The page's own words, one section per locale, with @gatehouse/core's catalogue machinery:
// English here, another locale's fetched when the page is shown in it (`?locale=fr`), as the
// flow's and the profile's words are.
import { defineSection, onDemand } from '@gatehouse/core';
import { PAGE_EN } from './en.js';

// Each locale's loader by core's rule for code on demand, as defineSection asks: a chunk that
// cannot be fetched fails naming it, and the next load asks again.
export const PAGE_TEXTS = defineSection(PAGE_EN, {
  fr: onDemand('the page texts in fr', () => import('./fr.js')),
});
