#!/usr/bin/env node
// Serves the built site the way spec 001 §2 routes it: every doc route at its bare path,
// `.html` and `/index.html` paths redirected to the bare route, anything else the not-found
// page with status 404. The handler is a plain (request, response) function so that a gate's
// server middleware can wrap it unchanged.
//
//   node scripts/serve.mjs [--port 5175] [--host 127.0.0.1] [--dir build]
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The site's routes, from its sitemap (every doc, category and the search page). */
export function siteRoutes(root) {
  const sitemap = readFileSync(join(root, 'sitemap.xml'), 'utf8');
  const routes = new Set(['/', '/search']);
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) routes.add(new URL(loc).pathname);
  return routes;
}

/**
 * @param {string} root the build folder
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function createDocsHandler(root) {
  const base = resolve(root);
  const routes = siteRoutes(base);
  /** The route a path names, with or without its trailing slash. */
  const canonical = (path) => {
    if (routes.has(path)) return path;
    const other = path.endsWith('/') ? path.slice(0, -1) : `${path}/`;
    return routes.has(other) ? other : null;
  };
  const send = (response, status, file, headers = {}) => {
    response.writeHead(status, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600',
      ...headers,
    });
    createReadStream(file).pipe(response);
  };
  const notFound = (response) => send(response, 404, join(base, '404.html'));
  const redirect = (response, location) => response.writeHead(301, { location }).end();

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://docs');
    let path;
    try {
      path = decodeURIComponent(url.pathname);
    } catch {
      return notFound(response);
    }
    if (path.endsWith('.html')) {
      const bare = path.endsWith('/index.html')
        ? path.slice(0, -'index.html'.length)
        : path.slice(0, -5);
      const route = canonical(bare || '/');
      return route ? redirect(response, route + url.search) : notFound(response);
    }
    const route = canonical(path);
    if (route && route !== path) return redirect(response, route + url.search);
    if (route) {
      const dir = join(base, route);
      const file = existsSync(join(dir, 'index.html'))
        ? join(dir, 'index.html')
        : `${dir.replace(/\/$/, '')}.html`;
      return send(response, 200, file);
    }
    const target = normalize(join(base, path));
    if (!target.startsWith(base + sep)) return response.writeHead(403).end();
    if (existsSync(target) && statSync(target).isFile()) return send(response, 200, target);
    return notFound(response);
  };
}

/** Serve `root` on host:port (port 0: a free one); resolves to its url and a close(). */
export async function serveDocs({ root, port = 0, host = '127.0.0.1' }) {
  const server = createServer(createDocsHandler(root));
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise((done) => {
        server.close(() => done(undefined));
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const site = fileURLToPath(new URL('..', import.meta.url));
  const root = resolve(site, arg('dir', 'build'));
  if (!existsSync(join(root, 'index.html'))) {
    console.error(`No built site in ${root}: run npm run build first`);
    process.exit(1);
  }
  const { url } = await serveDocs({
    root,
    port: Number(arg('port', '5175')),
    host: arg('host', '127.0.0.1'),
  });
  console.log(`docs site on ${url}`);
}
