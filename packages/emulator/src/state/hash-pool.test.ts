import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashNow } from './bcrypt';
import { createHashPool, HASH_WORKER, hashDistinct } from './hash-pool';
import { checkSecret } from './secrets';

// The built worker (npm test builds before it tests): the thread the seed loader starts.
const BUILT_WORKER = new URL('../../dist/hash-worker.js', import.meta.url);
const PLAINS = ['alpha-secret', 'beta-secret', 'alpha-secret', 'gamma-secret', 'delta-secret'];

/** Every distinct plain text once, each with a bcrypt hash that checks against it alone. */
async function expectHashed(hashes: Map<string, string>) {
  expect([...hashes.keys()].sort()).toEqual([
    'alpha-secret',
    'beta-secret',
    'delta-secret',
    'gamma-secret',
  ]);
  for (const [plain, hash] of hashes) {
    expect(hash).toMatch(/^\$2[aby]\$10\$/);
    expect(await checkSecret(plain, hash)).toBe(true);
    expect(await checkSecret(`${plain}-not`, hash)).toBe(false);
  }
}

describe('hashing distinct secrets', () => {
  it('hashes each distinct secret once over worker threads', async () => {
    await expectHashed(await hashDistinct(PLAINS, { worker: BUILT_WORKER, threads: 2 }));
  });

  it("spreads the secrets over the threads and answers each with its own thread's hash", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-hash-'));
    const tagging = join(dir, 'tagging-worker.mjs');
    writeFileSync(
      tagging,
      [
        "import { parentPort, threadId } from 'node:worker_threads';",
        "parentPort.on('message', (plain) => parentPort.postMessage(threadId + ':' + plain));",
      ].join('\n'),
    );
    const hashes = await hashDistinct(PLAINS, { worker: pathToFileURL(tagging), threads: 2 });
    for (const plain of new Set(PLAINS)) expect(hashes.get(plain)?.split(':')[1]).toBe(plain);
    expect(hashes.size).toBe(4);
    const threads = new Set([...hashes.values()].map((hash) => hash.split(':')[0]));
    expect(threads.size).toBe(2);
  });

  it('hashes on this thread where no worker is built (the source, as vitest runs it)', async () => {
    expect(HASH_WORKER.pathname).toMatch(/src\/state\/hash-worker\.js$/);
    await expectHashed(await hashDistinct(PLAINS, { threads: 2 }));
  });

  it('falls back to this thread when a worker dies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-hash-'));
    const broken = join(dir, 'broken-worker.mjs');
    writeFileSync(broken, "throw new Error('this thread cannot start');\n");
    await expectHashed(await hashDistinct(PLAINS, { worker: pathToFileURL(broken), threads: 2 }));
  });

  it('hashes on this thread where the worker is no file (a browser-like test environment)', async () => {
    const worker = new URL('http://127.0.0.1/hash-worker.js');
    await expectHashed(await hashDistinct(PLAINS, { worker, threads: 2 }));
  });

  it('answers an empty map for no secrets', async () => {
    expect((await hashDistinct([])).size).toBe(0);
  });
});

/** A worker script, written to a temporary directory, whose body handles `job`. */
function workerScript(name: string, onMessage: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'gatehouse-hash-')), name);
  writeFileSync(
    file,
    [
      "import { parentPort, threadId } from 'node:worker_threads';",
      `parentPort.on('message', (job) => { ${onMessage} });`,
    ].join('\n'),
  );
  return pathToFileURL(file);
}

describe('the hash pool', () => {
  const hash = hashNow('right-secret');

  it("compares on a thread: the answer is the thread's", async () => {
    const tagging = workerScript('tagging.mjs', "parentPort.postMessage('thread ' + threadId);");
    const pool = createHashPool({ worker: tagging, threads: 2 });
    try {
      const answers = await Promise.all([pool.compare('a', hash), pool.compare('b', hash)]);
      expect(answers.map(String)).toEqual([
        expect.stringMatching(/^thread \d+$/),
        expect.stringMatching(/^thread \d+$/),
      ]);
      expect(new Set(answers).size).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('compares right and wrong secrets on the built worker', async () => {
    const pool = createHashPool({ worker: BUILT_WORKER, threads: 1 });
    try {
      const answers = await Promise.all([
        pool.compare('right-secret', hash),
        pool.compare('wrong-secret', hash),
      ]);
      expect(answers).toEqual([true, false]);
    } finally {
      await pool.close();
    }
  });

  it('answers the jobs of a thread that dies on this thread, and every later one', async () => {
    const dying = workerScript('dying.mjs', 'process.exit(1);');
    const pool = createHashPool({ worker: dying, threads: 1 });
    expect(await pool.compare('right-secret', hash)).toBe(true);
    expect(await pool.compare('wrong-secret', hash)).toBe(false);
    await pool.close();
  });

  it('compares on this thread where the worker is no file', async () => {
    const pool = createHashPool({ worker: new URL('http://127.0.0.1/hash-worker.js') });
    expect(await pool.compare('right-secret', hash)).toBe(true);
    expect(await pool.compare('wrong-secret', hash)).toBe(false);
  });
});
