import { onDemand } from '../on-demand';
import { loadReader } from './read-page';

/**
 * Mock mode's reading of built-in pages (built-in-pages.ts, with the writer of pages), loaded
 * beside the page reader it hands each page to: a widget shown against a server never loads it.
 */
export const loadBuiltInReader = onDemand('the layout writer', () =>
  Promise.all([import('./built-in-pages'), loadReader()]).then(([module]) => module),
);
