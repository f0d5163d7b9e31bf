// What only a long list needs, loaded on demand as one part (store.ts): answering a sort or a
// search from the rows held, and the pages after a cut answer's first.
export { searchLocal } from '../local-search';
export { loadPage } from './paging';
