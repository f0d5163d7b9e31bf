import MDXComponents from '@theme-init/MDXComponents';
import { Reader } from './reader-field';

// The components every doc page can use, with the gate's added: `<Reader field="name" />`
// needs no import in a page (Docusaurus's supported way: wrap @theme/MDXComponents).
export default {
  ...MDXComponents,
  Reader,
};
