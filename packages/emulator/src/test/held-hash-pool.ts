import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHashPool } from '../state/hash-pool';
import { useSecretPool } from '../state/secrets';

// A hash pool whose threads take every job but hold its answer until released, put in place
// of the emulator's: while jobs are held, a request that the emulator still answers proves
// that nothing waits for bcrypt on the event loop, and the jobs the threads took show which
// requests compared a secret at all.

/** The thread's script: the pool's protocol (hash-worker.ts), answering only once released. */
const script = (dir: string, bcryptjs: string) => `
import { existsSync, writeFileSync } from 'node:fs';
import { parentPort, threadId } from 'node:worker_threads';
import bcrypt from ${JSON.stringify(bcryptjs)};

const held = [];
let taken = 0;
const answer = (job) =>
  typeof job === 'string' ? bcrypt.hashSync(job, 10) : bcrypt.compareSync(job.plain, job.hash);

function flush() {
  if (!existsSync(${JSON.stringify(join(dir, 'open'))})) return void setTimeout(flush, 5);
  while (held.length) parentPort.postMessage(answer(held.shift()));
}

parentPort.on('message', (job) => {
  const kind = typeof job === 'string' ? 'hash' : 'compare';
  writeFileSync(${JSON.stringify(dir)} + '/job-' + threadId + '-' + taken++ + '-' + kind, '');
  held.push(job);
  if (held.length === 1) flush();
});
`;

export type JobKind = 'hash' | 'compare';

/**
 * Hold the emulator's secret jobs until `release()`; `restore()` puts the emulator's pool
 * back (call it after each test). `jobs(kind)` counts the jobs the threads took.
 */
export function holdSecretJobs() {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-held-'));
  const bcryptjs = pathToFileURL(createRequire(import.meta.url).resolve('bcryptjs')).href;
  const worker = join(dir, 'held-worker.mjs');
  writeFileSync(worker, script(dir, bcryptjs));
  const pool = createHashPool({ worker: pathToFileURL(worker), threads: 2 });
  const previous = useSecretPool(pool);
  return {
    jobs: (kind?: JobKind) =>
      readdirSync(dir).filter((name) => name.startsWith('job-') && name.endsWith(kind ?? ''))
        .length,
    release: () => writeFileSync(join(dir, 'open'), ''),
    async restore() {
      useSecretPool(previous);
      await pool.close();
    },
  };
}

export type HeldSecretJobs = ReturnType<typeof holdSecretJobs>;
