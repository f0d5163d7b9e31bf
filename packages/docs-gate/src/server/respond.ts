import { withBufferedBody } from './buffered-body';
import { type ByteRange, parseRange } from './range';
import type { ServedFile } from './served-file';

export interface FileAnswer {
  status?: number;
  headers: Readonly<Record<string, string>>;
  /** Answer conditional and range requests (200 answers only). */
  conditional?: boolean;
}

/**
 * The body: the bytes kept in memory when there are any (sent as they are, with no stream in
 * between), else the host's stream of the file.
 */
function bodyOf(file: ServedFile, range?: ByteRange): Uint8Array | ReadableStream<Uint8Array> {
  if (file.bytes) return range ? file.bytes.subarray(range.start, range.end + 1) : file.bytes;
  if (file.open) return file.open(range);
  return new Uint8Array(0);
}

/** The answer, its bytes remembered for the Node handler when they are in memory. */
function answerWith(body: Uint8Array | ReadableStream<Uint8Array> | null, init: ResponseInit) {
  const response = new Response(body as BodyInit | null, init);
  return body instanceof Uint8Array ? withBufferedBody(response, body) : response;
}

/**
 * `file` as a response to `request`, the same on every host. HEAD gets the same status and headers with no body (and
 * the file is not opened). For 200 answers: If-None-Match gives 304, and one `bytes=` range
 * gives 206 with Content-Range (416 when past the end); several ranges are ignored (200).
 */
export function fileResponse(request: Request, file: ServedFile, answer: FileAnswer): Response {
  const head = request.method === 'HEAD';
  const { etag } = file;
  const headers: Record<string, string> = {
    ...answer.headers,
    'content-type': file.contentType,
    etag,
    ...(file.lastModified && { 'last-modified': file.lastModified }),
  };
  const status = answer.status ?? 200;
  if (status === 200 && answer.conditional) {
    headers['accept-ranges'] = 'bytes';
    const ifNoneMatch = request.headers.get('if-none-match');
    if (ifNoneMatch?.split(/\s*,\s*/).some((tag) => tag === etag || tag === '*')) {
      return new Response(null, { status: 304, headers: { ...answer.headers, etag } });
    }
    const ifRange = request.headers.get('if-range');
    const range =
      ifRange && ifRange !== etag
        ? null
        : parseRange(request.headers.get('range') ?? '', file.size);
    if (range === 'unsatisfiable') {
      return new Response(null, {
        status: 416,
        headers: { ...answer.headers, 'content-range': `bytes */${file.size}` },
      });
    }
    if (range) {
      headers['content-range'] = `bytes ${range.start}-${range.end}/${file.size}`;
      headers['content-length'] = String(range.end - range.start + 1);
      return answerWith(head ? null : bodyOf(file, range), { status: 206, headers });
    }
  }
  headers['content-length'] = String(file.size);
  return answerWith(head ? null : bodyOf(file), { status, headers });
}
