// The widget bench's way to 100 000 rows in one list: a loopback HTTP proxy in front of the
// emulator. The emulator answers at most 10 000 users a page (the provider's limit), and the
// widget asks for its default 10 000; to put 100 000 rows in the table, the proxy answers the
// list's first, unfiltered and unsorted search with the emulator's pages for it joined. Every
// other request (sign-in, layouts, sorted and text searches) passes through unchanged.
//
// The joined answer is made once, before the stage that uses it (`join`), from the search the
// widget sent in the stage before, and then streamed like any answer: the page gets its first
// bytes at once and the rest as it arrives. (It was once made inside a Playwright route, at the
// first mount, and handed to Chromium whole through Playwright's protocol: 100 000 users
// serialised several times over, inside the page's wait for rows, so a busy machine timed out.)
import { createServer, request as httpRequest } from 'node:http';

const SEARCH_PATH = '/v1/mgmt/user/search';

/** The whole body of an incoming request. */
async function bodyOf(incoming) {
  const chunks = [];
  for await (const chunk of incoming) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The list's own first search: no text, no sort (what the joined answer stands in for). */
function isPlainList(method, path, body) {
  if (method !== 'POST' || path !== SEARCH_PATH) return false;
  try {
    const wanted = JSON.parse(body.toString() || '{}');
    return !wanted.text && !wanted.sort?.length;
  } catch {
    return false;
  }
}

/** Forward one request to the emulator and stream its answer back; its headers to `seen`. */
function forward(target, incoming, outgoing, body, seen = () => {}) {
  const upstream = httpRequest(
    new URL(incoming.url ?? '/', target),
    { method: incoming.method, headers: { ...incoming.headers, host: new URL(target).host } },
    (answer) => {
      seen(answer.headers);
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    },
  );
  upstream.on('error', (error) => outgoing.destroy(error));
  upstream.end(body);
}

/**
 * Start the proxy in front of `emulator` (its url and management key). `join(total)` makes the
 * joined answer to the plain list search last seen, and serves it from then on.
 */
export async function startJoiningProxy(emulator) {
  /** The widget's last plain list search (its body) and the emulator's answer's headers. */
  let lastPlain;
  let plainHeaders;
  /** The joined answer, once made: its body, and the headers of the emulator's own answer. */
  let joined;

  const server = createServer(async (incoming, outgoing) => {
    const body = await bodyOf(incoming);
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    if (!isPlainList(incoming.method, path, body)) {
      forward(emulator.url, incoming, outgoing, body);
      return;
    }
    lastPlain = body.toString();
    if (!joined) {
      forward(emulator.url, incoming, outgoing, body, (headers) => (plainHeaders = headers));
      return;
    }
    // The emulator's own headers for this search (CORS and timing for the page's origin, the
    // content type), with the joined body, streamed in pieces as a server sends a large answer.
    outgoing.writeHead(200, { ...joined.headers, 'content-length': String(joined.body.length) });
    const PIECE = 256 * 1024;
    for (let at = 0; at < joined.body.length; at += PIECE) {
      if (!outgoing.write(joined.body.subarray(at, at + PIECE))) {
        await new Promise((resolve) => outgoing.once('drain', resolve));
      }
    }
    outgoing.end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();

  /** Join the emulator's pages for the last plain list search: `total` users expected. */
  async function join(total) {
    if (!lastPlain) throw new Error('the widget has made no plain list search to join');
    const wanted = JSON.parse(lastPlain);
    const users = [];
    for (let page = 0; users.length < total; page++) {
      // The management key answers the same search for the tenant the widget asks about.
      const response = await fetch(`${emulator.url}${SEARCH_PATH}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${emulator.projectId}:${emulator.managementKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ...wanted, page, limit: 10_000 }),
      });
      if (!response.ok) throw new Error(`the emulator answered the search ${response.status}`);
      const { users: some } = await response.json();
      if (!some.length) break;
      users.push(...some);
    }
    // The body is sent as it is: no length or encoding of the emulator's own answer applies.
    const {
      'content-length': _length,
      'content-encoding': _encoding,
      'transfer-encoding': _transfer,
      ...headers
    } = plainHeaders ?? {};
    joined = { headers, body: Buffer.from(JSON.stringify({ users, total: users.length })) };
    return users.length;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    join,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
