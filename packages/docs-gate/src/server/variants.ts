import type { DerivedKind } from '../access';
import type { ReaderClass } from './reader-class';
import { bytesOf, type SiteFile } from './served-file';

/**
 * Cuts a derived file down to what one reader class may see: `original` is the file as built,
 * `mayOpen` whether the class may open a route (`/`, `/quick-start`: as `manifest.routes` spells
 * them). Pure and synchronous; the gate caches what it returns per file and class.
 */
export type Derive = (
  kind: DerivedKind,
  original: Uint8Array,
  mayOpen: (route: string) => boolean,
) => Uint8Array;

/** A derived file's variant for one class: its own bytes and an ETag no other class shares. */
export interface Variant {
  bytes: Uint8Array;
  etag: string;
}

/** The first 16 hex digits of the text's SHA-256 (Web Crypto: the same on Node and in a Worker). */
async function shortHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest).subarray(0, 8), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/**
 * The class's variant of each derived file (`kind`), made on first use and kept (classes are
 * few); readers of one class asking at once share the one being made.
 */
export function createVariants(derive: Derive, routes: Readonly<Record<string, string>>) {
  const cache = new Map<string, Promise<Variant>>();
  const make = async (file: SiteFile, kind: DerivedKind, readers: ReaderClass) => {
    const mayOpen = (route: string) => {
      const audience = Object.hasOwn(routes, route) ? routes[route] : undefined;
      return audience !== undefined && readers.keys.has(audience);
    };
    const bytes = derive(kind, await bytesOf(file), mayOpen);
    return { bytes, etag: `${file.etag.slice(0, -1)}-${await shortHash(readers.id)}"` };
  };
  return (file: SiteFile, kind: DerivedKind, readers: ReaderClass): Promise<Variant> => {
    const key = `${file.relative}\n${readers.id}`;
    let variant = cache.get(key);
    if (!variant) {
      variant = make(file, kind, readers);
      cache.set(key, variant);
      // A file that is not what its kind says fails every time, not from the cache.
      variant.catch(() => cache.delete(key));
    }
    return variant;
  };
}
