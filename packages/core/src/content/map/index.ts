// The mappers from the provider's content tree to ours: flow screens and widget pages.

export { layoutFromContent } from './layout';
export { screenFromContent } from './screen';
