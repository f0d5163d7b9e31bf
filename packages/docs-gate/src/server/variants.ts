import { createHash } from 'node:crypto';
import type { DerivedKind } from '../access';
import type { ReaderClass } from './reader-class';
import type { SiteFile } from './site-files';

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
  bytes: Buffer;
  etag: string;
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The class's variant of each derived file, made on first use and kept (classes are few). */
export function createVariants(derive: Derive, routes: Readonly<Record<string, string>>) {
  const cache = new Map<string, Variant>();
  return (file: SiteFile, readers: ReaderClass): Variant => {
    const key = `${file.relative}\n${readers.id}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const mayOpen = (route: string) => {
      const audience = Object.hasOwn(routes, route) ? routes[route] : undefined;
      return audience !== undefined && readers.keys.has(audience);
    };
    const made = derive(file.derived as DerivedKind, file.bytes ?? Buffer.alloc(0), mayOpen);
    const bytes = Buffer.from(made.buffer, made.byteOffset, made.byteLength);
    const variant = { bytes, etag: `${file.etag.slice(0, -1)}-${shortHash(readers.id)}"` };
    cache.set(key, variant);
    return variant;
  };
}
