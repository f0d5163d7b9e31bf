import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serve a built example from `root` on 127.0.0.1 (a free port). Unknown paths fall back to
 * index.html so client-side routes load; paths that climb out of `root` are refused.
 */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = resolve(root);
  if (!existsSync(join(base, 'index.html'))) {
    throw new Error(`No index.html in ${base}: build the example first (npm run build)`);
  }
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const target = normalize(join(base, path));
    if (target !== base && !target.startsWith(base + sep)) {
      response.writeHead(403).end();
      return;
    }
    const file =
      existsSync(target) && statSync(target).isFile() ? target : join(base, 'index.html');
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
