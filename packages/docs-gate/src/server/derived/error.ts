import type { DerivedKind } from '../../access/manifest';

/**
 * A built file that is not what its kind says (not a version chunk, not a search index, not a
 * sitemap). The gate answers such a file with an error of its own and never with the original
 * bytes: they hold every route's titles, and the point of deriving is to not send them.
 */
export class DerivedFileError extends Error {
  override readonly name = 'DerivedFileError';
  constructor(
    readonly kind: DerivedKind,
    reason: string,
  ) {
    super(`${kind}: ${reason}`);
  }
}
