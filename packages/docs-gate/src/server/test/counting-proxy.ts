import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A pass-through on 127.0.0.1 (a free port) in front of the provider at `target`, counting the
 * requests for each path: what a gate in another process (the Worker in workerd) asked of the
 * provider, where a test cannot hand it a fetch of its own.
 */
export async function startCountingProxy(target: string) {
  const counts = new Map<string, number>();
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    counts.set(path, (counts.get(path) ?? 0) + 1);
    try {
      const answer = await fetch(new URL(path, target), {
        method: request.method,
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? '',
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      response.writeHead(502).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many requests asked for `path` (query included) so far. */
    count: (path: string) => counts.get(path) ?? 0,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
