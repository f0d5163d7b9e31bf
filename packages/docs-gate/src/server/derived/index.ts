import type { DerivedKind } from '../../access/manifest';
import { DerivedFileError } from './error';
import { deriveSearchIndex } from './search-index';
import { deriveSitemap } from './sitemap';
import type { DeriveOptions, MayOpen } from './types';
import { deriveVersionMetadata } from './version-metadata';

export type { DerivedKind } from '../../access/manifest';
export { routeOf } from '../../access/route';
export { DerivedFileError } from './error';
export type { DeriveOptions, MayOpen } from './types';

const DERIVERS: Record<
  DerivedKind,
  (text: string, mayOpen: MayOpen, options: DeriveOptions) => string
> = {
  'version-metadata': deriveVersionMetadata,
  'search-index': deriveSearchIndex,
  sitemap: deriveSitemap,
};

/**
 * The variant of a derived file (manifest.ts, `DerivedKind`) for one reader class: the same
 * kind of file, holding only what concerns the routes `mayOpen` lets that class open. Pure: the
 * gate calls it once per (file, class) and caches the bytes. A file that is not what its kind
 * says throws a DerivedFileError; no variant is ever the original bytes by default.
 */
export function derive(
  kind: DerivedKind,
  original: Uint8Array,
  mayOpen: MayOpen,
  options: Partial<DeriveOptions> = {},
): Uint8Array {
  const baseUrl = options.baseUrl ?? '/';
  if (!baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    throw new TypeError(`baseUrl must start and end with "/", not ${JSON.stringify(baseUrl)}`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(original);
  } catch {
    throw new DerivedFileError(kind, 'not UTF-8 text');
  }
  return new TextEncoder().encode(DERIVERS[kind](text, mayOpen, { baseUrl }));
}
