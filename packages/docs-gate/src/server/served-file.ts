import type { ByteRange } from './range';

/**
 * A file as the gate answers with it, wherever it came from (the filesystem on Node, the
 * `ASSETS` binding in a Worker): what respond.ts needs to answer GET, HEAD, ranges and
 * conditional requests the same way on every host.
 */
export interface ServedFile {
  size: number;
  /** Its validator (a strong ETag, quoted). */
  etag: string;
  contentType: string;
  /** Its `Last-Modified` date, when the host knows one (a Worker's assets have none). */
  lastModified?: string;
  /** Its bytes, when they are in memory; `open` reads them otherwise. */
  bytes?: Uint8Array;
  /** A stream of the file (or of one range of it), for a file not kept in memory. */
  open?: (range?: ByteRange) => ReadableStream<Uint8Array>;
}

/** A file of the built site: a served file and its path in the build (the manifest's key). */
export interface SiteFile extends ServedFile {
  /** Its path relative to the build, with `/` separators. */
  relative: string;
}

/** The whole of a file's bytes: from memory, or read through its stream. */
export async function bytesOf(file: ServedFile): Promise<Uint8Array> {
  if (file.bytes) return file.bytes;
  if (!file.open) return new Uint8Array(0);
  return new Uint8Array(await new Response(file.open()).arrayBuffer());
}
