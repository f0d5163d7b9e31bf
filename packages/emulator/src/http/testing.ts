import { request } from 'node:http';

// Helpers for the HTTP hardening tests (not used by the emulator itself). fetch cannot set
// `Host`, declare a Content-Length it does not send, or stream a body chunk by chunk; these
// requests do, as a browser under DNS rebinding or a hostile client would.

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The parsed body (every emulator answer is JSON). */
  json: Record<string, unknown>;
}

export interface RawInit {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as is; with `chunks`, sent chunk by chunk without a Content-Length. */
  body?: string;
  /** Chunks written one by one (Transfer-Encoding: chunked) until the server answers. */
  chunks?: Iterable<string>;
  /** Headers only: the body the headers promise is never sent. */
  withholdBody?: boolean;
  timeoutMs?: number;
}

/** One request to `url` (`http://host:port/path`), answered or failed within `timeoutMs`. */
export function rawRequest(url: string, init: RawInit = {}): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port: target.port,
        path: target.pathname + target.search,
        method: init.method ?? 'GET',
        // Node frames a DELETE body only when told its length.
        headers:
          init.body === undefined
            ? init.headers
            : { 'content-length': String(Buffer.byteLength(init.body)), ...init.headers },
        timeout: init.timeoutMs ?? 5_000,
      },
      (res) => {
        answered = true;
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = text ? JSON.parse(text) : {};
          } catch {
            // Not JSON: the assertions on `json` will say so.
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          // A withheld or unfinished body would keep the socket open: the answer is in.
          req.destroy();
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in time`)));
    req.on('error', (error) => {
      // The server may close the connection once it has answered a body it will not read.
      if (!answered) reject(error);
    });
    if (init.withholdBody) {
      req.flushHeaders();
      return;
    }
    if (init.chunks) {
      const chunks = init.chunks[Symbol.iterator]();
      const pump = () => {
        while (!answered && !req.destroyed) {
          const next = chunks.next();
          if (next.done) return req.end();
          // Wait for the socket to drain so that an early answer stops the stream.
          if (!req.write(next.value)) return void req.once('drain', pump);
        }
      };
      pump();
      return;
    }
    req.end(init.body);
  });
}

/** JSON nested `depth` levels deep: `{"a":{"a":...1...}}`. */
export const nestedObject = (depth: number): string =>
  `${'{"a":'.repeat(depth - 1)}{"a":1}${'}'.repeat(depth - 1)}`;

/**
 * Whether `text` matches the `*` pattern, by the textbook dynamic programme: slow and plainly
 * right, the reference the wildcard matcher is checked against.
 */
export function wildcardReference(pattern: string, text: string): boolean {
  // matches[j]: the pattern read so far matches text.slice(0, j).
  let matches = Array.from({ length: text.length + 1 }, (_, j) => j === 0);
  for (const char of pattern) {
    const next = new Array<boolean>(text.length + 1).fill(false);
    for (let j = 0; j <= text.length; j++) {
      if (char === '*') next[j] = matches[j]! || (j > 0 && next[j - 1]!);
      else next[j] = j > 0 && matches[j - 1]! && text[j - 1] === char;
    }
    matches = next;
  }
  return matches[text.length]!;
}
