// The reader of pages, as one module loaded on demand (load.ts): the content reader, the
// mapper to our layouts and the checks of the result always load together, so they are one
// request, not three.

export { layoutFromContent } from '../content/map/layout';
export { readContent } from '../content/read';
export { parseLayout } from './parse';
