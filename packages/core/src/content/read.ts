import { type GatehouseError, localError } from '../http/errors';
import { fail, ok, type Result } from '../http/result';
import { type LoadFailed, onDemand } from '../on-demand';
import { hasDom, parseInert } from './inert';
import { keepContent } from './keep';
import { MAX_CONTENT_CHARS, MAX_CONTENT_DEPTH } from './limits';
import { type ContentParser, TOO_DEEP } from './raw';
import type { ContentNode } from './tree';

export { MAX_CONTENT_CHARS, MAX_CONTENT_DEPTH } from './limits';

/**
 * Our tokenizer, for where there is no DOM (Node: tests, SSR), fetched the first time it is
 * needed: a browser parses with its own parser and never loads it.
 */
const loadTokenizer = onDemand(
  'the HTML tokenizer',
  () => import('./parse-html'),
  (module): ContentParser => module.parseHtml,
);

const tooLarge = (length: number): GatehouseError =>
  localError(
    'content',
    'E_CONTENT_TOO_LARGE',
    `The content is ${length} characters long; at most ${MAX_CONTENT_CHARS} are read`,
  );

const tooDeep = (): GatehouseError =>
  localError(
    'content',
    'E_CONTENT_TOO_DEEP',
    `The content nests elements more than ${MAX_CONTENT_DEPTH} deep`,
  );

const notText = (): GatehouseError =>
  localError('input', 'E_CONTENT_INPUT', 'The content to read is not text');

/**
 * Read `html` with `parse`, then keep what the allowlist keeps. The size is checked before the
 * parser sees a character; the parser checks the depth as it builds. Exported for tests, which
 * run both parsers on the same inputs.
 */
export function readWith(html: string, parse: ContentParser): Result<ContentNode[]> {
  if (typeof html !== 'string') return fail(notText());
  if (html.length > MAX_CONTENT_CHARS) return fail(tooLarge(html.length));
  const parsed = parse(html);
  return parsed === TOO_DEEP ? fail(tooDeep()) : ok(keepContent(parsed));
}

/**
 * The provider's HTML content (a flow screen, a widget page) as a content tree: only the
 * allowlisted elements and attributes (vocabulary.ts), text only as text, unknown `descope-*`
 * components as "unsupported" nodes; everything else dropped. Never injects or runs anything:
 * in a browser the browser's parser reads it inert, elsewhere our tokenizer does. Resolves to
 * `E_CONTENT_TOO_LARGE` past `MAX_CONTENT_CHARS` characters and `E_CONTENT_TOO_DEEP` past
 * `MAX_CONTENT_DEPTH` nested elements; never throws.
 */
export async function readContent(html: string): Promise<Result<ContentNode[]>> {
  if (typeof html !== 'string') return fail(notText());
  if (html.length > MAX_CONTENT_CHARS) return fail(tooLarge(html.length));
  if (hasDom()) {
    try {
      return readWith(html, parseInert);
    } catch {
      // An XML document's parser (a page served as XHTML) throws on markup that is not
      // well-formed: the tokenizer reads it as HTML instead.
    }
  }
  const parse = await loadTokenizer().catch((error: LoadFailed) => error);
  return typeof parse === 'function' ? readWith(html, parse) : fail(parse);
}
