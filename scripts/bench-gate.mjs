#!/usr/bin/env node
// The docs gate's speed (issue 28): signed-in requests per CPU-second of the server through the
// gate (`serveDocsGate`, verifying the demo admin's session against the emulator's keys) and
// through a plain Node static file server (node:http + fs: stat, then a read stream), on the same
// files in the same run. The files are the real docs build (examples/docs-site/build) when it is
// there, else a generated site of the same shape; the mix is every page by its route and every
// other file of the build (scripts, styles, images, the search index), shuffled once, the same
// sequence for both servers. Each server runs in a child process of its own, so its CPU time
// (process.cpuUsage, user + system) is the server's alone, not the load generator's.
//
// The budget is a ratio measured in this run, never an absolute time: the gate must serve at
// least half the plain server's requests per CPU-second. Run after `npm run build` (it uses the
// packages' dist). Exits non-zero past the budget.
//
// Then, for the record and with no budget (issue 30): the same gate as a Cloudflare Worker in
// workerd through Miniflare, configured from examples/docs-site/wrangler.jsonc as the tests
// start it, beside the Node gate: signed-in requests per second of wall-clock time, same mix,
// same run (workerd's CPU is not the Worker's alone, so the wall clock is what compares).
import { fork } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  stat,
  writeFileSync,
} from 'node:fs';
import { Agent, createServer, request as httpRequest } from 'node:http';
import { dirname, extname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { signInDemoAdmin } from './bench-sign-in.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS_BUILD = join(ROOT, 'examples/docs-site/build');
const WORK = join(ROOT, 'node_modules/.cache/gatehouse-bench-gate');
/** The gate must serve at least this share of the plain server's requests per CPU-second. */
const MIN_RATIO = 0.5;
/** Requests in flight at once, over keep-alive connections. */
const CONCURRENCY = 8;
/** Measured passes over the mix per server, alternating; the best of each is kept. */
const PASSES = 3;
/** Requests in one measured pass at least (the mix repeated). */
const PASS_REQUESTS = 3000;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

// --- The servers, each in its own child process ------------------------------------------

/** A plain static server: the path, `x.html`, `x/index.html` or `x`, stat, then a stream. */
function plainServer(root) {
  const candidates = (path) => {
    const clean = decodeURIComponent(path.split('?')[0]).replace(/\/+$/, '');
    if (clean === '') return ['index.html'];
    const file = clean.slice(1);
    return extname(file) ? [file] : [`${file}.html`, `${file}/index.html`, file];
  };
  const find = (list, done) => {
    const [first, ...rest] = list;
    if (first === undefined) return done(null);
    const full = join(root, first);
    if (!full.startsWith(root + sep)) return done(null);
    stat(full, (error, info) => (!error && info.isFile() ? done(full, info) : find(rest, done)));
  };
  return createServer((req, res) => {
    find(candidates(req.url ?? '/'), (file, info) => {
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': info.size,
      });
      createReadStream(file).pipe(res);
    });
  });
}

async function serveChild(kind, root, emulatorUrl, projectId) {
  let url;
  if (kind === 'gate') {
    const { serveDocsGate } = await import('@gatehouse/docs-gate/server');
    ({ url } = await serveDocsGate({ root, projectId, baseUrl: emulatorUrl }));
  } else {
    const server = plainServer(root);
    await new Promise((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${server.address().port}`;
  }
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
    if (message === 'stop') process.exit(0);
  });
  process.send({ url });
}

// --- The load ----------------------------------------------------------------------------

/** Every file of the build (no `.gatehouse/`), by its path relative to the root. */
function listFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (relative(root, full) !== '.gatehouse') walk(full);
      } else if (entry.isFile()) files.push(relative(root, full).split(sep).join('/'));
    }
  };
  walk(root);
  return files;
}

/** A page by its route, as the docs' links name it; every other file by its path. */
const requestPath = (file) => {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'/index.html'.length)}`;
  if (file.endsWith('.html')) return `/${file.slice(0, -'.html'.length)}`;
  return `/${file}`;
};

/** The same shuffle every run (a small LCG), so both servers get one sequence. */
function shuffled(list) {
  const out = [...list];
  let seed = 28;
  for (let i = out.length - 1; i > 0; i -= 1) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A generated site shaped like the docs build: pages, chunks, styles, images, a search index. */
function generatedSite() {
  const root = join(WORK, 'build');
  rmSync(root, { recursive: true, force: true });
  const write = (file, text) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  const prose = (n) => 'Pulse keeps every dashboard in step with its sources. '.repeat(n);
  write('index.html', `<!doctype html><html><body>${prose(400)}</body></html>`);
  write('404.html', `<!doctype html><html><body>Not found</body></html>`);
  for (let i = 0; i < 80; i += 1) {
    write(
      `section-${i % 8}/page-${i}/index.html`,
      `<!doctype html><html><body>${prose(300 + i * 7)}</body></html>`,
    );
  }
  for (let i = 0; i < 180; i += 1) {
    write(
      `assets/js/${i.toString(16)}.${(i * 7919).toString(16)}.js`,
      `/* chunk ${i} */${'x=1;'.repeat(200 + ((i * 37) % 3000))}`,
    );
  }
  write('assets/js/main.abc.js', 'x=1;'.repeat(150_000));
  write('assets/css/styles.abc.css', 'a{color:red}'.repeat(10_000));
  for (let i = 0; i < 5; i += 1)
    write(
      `img/icon-${i}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(200)}</svg>`,
    );
  write('search-index.json', JSON.stringify([{ documents: [], index: prose(10_000) }]));
  write(
    'sitemap.xml',
    `<?xml version="1.0"?><urlset>${'<url><loc>x</loc></url>'.repeat(100)}</urlset>`,
  );
  return root;
}

function startChild(kind, root, emulatorUrl, projectId) {
  const child = fork(import.meta.filename, ['--serve', kind, root, emulatorUrl, projectId], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (key) =>
    new Promise((done, fail) => {
      const onMessage = (message) => {
        if (key in message) {
          child.off('message', onMessage);
          done(message[key]);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => fail(new Error(`${kind} server exited (${code})`)));
    });
  return {
    url: next('url'),
    async cpuSeconds() {
      const reply = next('cpu');
      child.send('cpu');
      const { user, system } = await reply;
      return (user + system) / 1e6;
    },
    stop: () => child.send('stop'),
  };
}

/** Sends `paths` (in order, CONCURRENCY at once) and checks each answer is a 200 with a body. */
async function load(url, paths, cookie, agent) {
  let next = 0;
  const one = (path) =>
    new Promise((done, fail) => {
      const req = httpRequest(
        `${url}${path}`,
        { agent, headers: { cookie, accept: '*/*' } },
        (res) => {
          let bytes = 0;
          res.on('data', (chunk) => {
            bytes += chunk.length;
          });
          res.on('end', () =>
            res.statusCode === 200 && bytes > 0
              ? done()
              : fail(new Error(`${url}${path}: ${res.statusCode}, ${bytes} bytes`)),
          );
        },
      );
      req.on('error', fail);
      req.end();
    });
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next];
      next += 1;
      await one(path);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

// --- At the edge ---------------------------------------------------------------------------

/** The tests' Worker host (TypeScript source), bundled into WORK for this script. */
async function loadWorkerHost() {
  const source = join(ROOT, 'packages/docs-gate/src/server/test/worker-host.ts');
  const outfile = join(WORK, 'worker-host.mjs');
  await build({
    entryPoints: [source],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    // Its paths (the Worker's source, wrangler.jsonc) are relative to where it is written.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(source).href) },
    logLevel: 'error',
  });
  return import(pathToFileURL(outfile).href);
}

/** Signed-in requests per second of wall-clock time over `pass`, best of PASSES, per URL. */
async function requestsPerSecond(urls, pass, cookie, agent) {
  const best = Object.fromEntries(Object.keys(urls).map((kind) => [kind, 0]));
  for (let i = 0; i < PASSES; i += 1) {
    for (const [kind, url] of Object.entries(urls)) {
      const started = performance.now();
      await load(url, pass, cookie, agent);
      best[kind] = Math.max(best[kind], pass.length / ((performance.now() - started) / 1000));
    }
  }
  return best;
}

/** The Node gate and the Worker in Miniflare on the same build, the same mix, the same run. */
async function edgeBench({ root, emulator, gateUrl, mix, pass, cookie, agent }) {
  const { startWorkerHost } = await loadWorkerHost();
  const worker = await startWorkerHost({
    assets: root,
    projectId: emulator.projectId,
    baseUrl: emulator.url,
  });
  try {
    // Warm up (the Worker fetches the keys once and reads each file once per isolate).
    await load(worker.url, mix, cookie, agent);
    const best = await requestsPerSecond(
      { node: gateUrl, worker: worker.url },
      pass,
      cookie,
      agent,
    );
    console.log(
      `Docs gate at the edge: signed-in requests per second, wall clock (${CONCURRENCY} in flight, best of ${PASSES}; for the record, no budget)`,
    );
    console.log(
      `  Node gate (node:http)          ${Math.round(best.node).toString().padStart(6)} requests per second`,
    );
    console.log(
      `  Worker (Miniflare, workerd)    ${Math.round(best.worker).toString().padStart(6)} requests per second`,
    );
  } finally {
    await worker.stop();
  }
}

async function main() {
  const { startEmulator } = await import('@gatehouse/emulator');
  const real = existsSync(join(DOCS_BUILD, 'index.html'));
  const root = real ? DOCS_BUILD : generatedSite();
  const files = listFiles(root).filter((file) => file !== '404.html');
  const mix = shuffled(files.map(requestPath));
  const rounds = Math.ceil(PASS_REQUESTS / mix.length);
  const pass = Array.from({ length: rounds }, () => mix).flat();

  const emulator = await startEmulator();
  const servers = {};
  try {
    const { sessionJwt } = await signInDemoAdmin(emulator);
    const cookie = `DS=${sessionJwt}`;
    for (const kind of ['gate', 'plain']) {
      servers[kind] = startChild(kind, root, emulator.url, emulator.projectId);
      servers[kind].base = await servers[kind].url;
    }
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    // Warm up both (the gate fetches the keys once; both servers' code gets compiled).
    for (const kind of ['gate', 'plain']) await load(servers[kind].base, mix, cookie, agent);

    const best = { gate: 0, plain: 0 };
    for (let i = 0; i < PASSES; i += 1) {
      for (const kind of ['gate', 'plain']) {
        const before = await servers[kind].cpuSeconds();
        await load(servers[kind].base, pass, cookie, agent);
        const cpu = (await servers[kind].cpuSeconds()) - before;
        best[kind] = Math.max(best[kind], pass.length / cpu);
      }
    }

    const ratio = best.gate / best.plain;
    console.log(
      `Docs gate vs a plain Node static server (${real ? 'examples/docs-site/build' : 'a generated site'}: ${files.length} files, ${pass.length} signed-in requests a pass, best of ${PASSES})`,
    );
    console.log(
      `  plain static server  ${Math.round(best.plain).toString().padStart(6)} requests per CPU-second`,
    );
    console.log(
      `  docs gate            ${Math.round(best.gate).toString().padStart(6)} requests per CPU-second`,
    );
    console.log(`  ratio                ${ratio.toFixed(2)} (budget: at least ${MIN_RATIO})`);
    if (ratio < MIN_RATIO) {
      console.error(
        `FAIL: the gate serves ${ratio.toFixed(2)} of the plain server's rate, under ${MIN_RATIO}`,
      );
      process.exitCode = 1;
    }
    await edgeBench({ root, emulator, gateUrl: servers.gate.base, mix, pass, cookie, agent });
    agent.destroy();
  } finally {
    for (const server of Object.values(servers)) server.stop();
    await emulator.stop();
  }
}

if (process.argv[2] === '--serve') {
  const [, , , kind, root, emulatorUrl, projectId] = process.argv;
  await serveChild(kind, root, emulatorUrl, projectId);
} else {
  await main();
}
