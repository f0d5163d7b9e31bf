import { type GatehouseError, localError } from '../http/errors';

/** The longest content read, in characters; a longer page fails `E_CONTENT_TOO_LARGE` unparsed. */
export const MAX_CONTENT_CHARS = 1_000_000;
/** The deepest element nesting read; deeper fails `E_CONTENT_TOO_DEEP`. */
export const MAX_CONTENT_DEPTH = 64;

export const tooLarge = (length: number): GatehouseError =>
  localError(
    'content',
    'E_CONTENT_TOO_LARGE',
    `The content is ${length} characters long; at most ${MAX_CONTENT_CHARS} are read`,
  );

export const tooDeep = (): GatehouseError =>
  localError(
    'content',
    'E_CONTENT_TOO_DEEP',
    `The content nests elements more than ${MAX_CONTENT_DEPTH} deep`,
  );
