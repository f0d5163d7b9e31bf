import { request } from 'node:http';
import type { Emulator } from './emulator';

// Requests the JSON helper of `useEmulator` cannot make. fetch cannot set `Host`, declare a
// Content-Length it does not send, or stream a body chunk by chunk; `rawRequest` does, as a
// browser under DNS rebinding or a hostile client would. `rawPost` sends any text as a body.

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
        // Its own connection: a hostile request must not leave a half-sent body on a shared one.
        agent: false,
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

/** A raw POST, for bodies the JSON helper cannot send and headers it does not set. */
export function rawPost(
  emulator: Emulator,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(emulator.url + path, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${emulator.projectId}`,
      'content-type': 'application/json',
      ...headers,
    },
    body,
  });
}
