export { FIRST_CONTENT, flowPreloadScript } from './preload';
export { allElements, attr, elementsOf, findByDataId, flag, textOf } from './query';
export { MAX_CONTENT_CHARS, MAX_CONTENT_DEPTH, readContent } from './read';
export type { ContentElement, ContentNode, ContentText, ContentUnsupported } from './tree';
export { contentUrl } from './url';
export { isSafeContentUrl, isSafeCssValue, MAX_CSS_VALUE_CHARS } from './values';
export {
  CONTENT_ATTRIBUTE_FAMILIES,
  CONTENT_ATTRIBUTES,
  CONTENT_TAGS,
  type ContentAttributeFamily,
  type ContentTagRule,
  type ContentTagSource,
  type ContentValueCheck,
} from './vocabulary';
