import MDXComponents from '@theme-init/MDXComponents';
import { ForAudience } from './for-audience';
import { Reader } from './reader-field';

// The components every doc page can use, with the gate's added: `<Reader field="name" />`
// (and the remark plugin's `<ForAudience>`) need no import in a page (Docusaurus's supported way: wrap @theme/MDXComponents).
export default {
  ...MDXComponents,
  Reader,
  ForAudience,
};
