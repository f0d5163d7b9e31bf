import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { doSecretJob, type SecretAnswer, type SecretJob } from './bcrypt';

/** The built worker, beside this module in dist/. Running from source there is none. */
export const HASH_WORKER = new URL('./hash-worker.js', import.meta.url);

/** Below this many secrets to seed, starting threads costs more than it saves. */
const MIN_FOR_THREADS = 3;

export interface HashOptions {
  /** The worker script; the built one by default. */
  worker?: URL;
  /** At most this many threads; one per core by default. 0: this thread does every job. */
  threads?: number;
}

/**
 * bcrypt off the event loop. Pure-JS bcrypt takes ~70 ms a hash or a compare: done on the
 * event loop, every other request waits for it.
 */
export interface HashPool {
  hash(plain: string): Promise<string>;
  compare(plain: string, hash: string): Promise<boolean>;
  /** Stop the threads; any later job is done on this thread. */
  close(): Promise<void>;
}

/**
 * Whether `worker` is a script on disk. Not so when running from source, nor where the module
 * URL is not a file's (a test environment that emulates a browser, such as happy-dom).
 */
const builtWorker = (worker: URL) =>
  worker.protocol === 'file:' && existsSync(fileURLToPath(worker));

/** A thread and the jobs sent to it, which it answers one at a time, in the order sent. */
interface Lane {
  worker: Worker;
  waiting: Array<{ job: SecretJob; answer(value: SecretAnswer): void }>;
}

/**
 * A pool of up to `threads` hashing threads, started as jobs come; each job goes to the
 * thread with the fewest waiting. Idle threads do not keep the process alive. Where no thread
 * can run (no built worker, or `threads` 0) this thread does the jobs, and so it does for a
 * thread that cannot start or dies (no memory for it, a broken build), whose jobs are then
 * slower, not lost; no thread is started again after that.
 */
export function createHashPool(options: HashOptions = {}): HashPool {
  const worker = options.worker ?? HASH_WORKER;
  const threads = options.threads ?? availableParallelism();
  const lanes: Lane[] = [];
  let here = threads < 1 || !builtWorker(worker);

  /** A lost thread's jobs are done here, and every job from now on. */
  function lose(lane: Lane) {
    here = true;
    lanes.splice(lanes.indexOf(lane), 1);
    for (const { job, answer } of lane.waiting.splice(0)) answer(doSecretJob(job));
  }

  function start(): Lane {
    const lane: Lane = { worker: new Worker(worker), waiting: [] };
    lane.worker.on('message', (value: SecretAnswer) => {
      lane.waiting.shift()?.answer(value);
      if (!lane.waiting.length) lane.worker.unref();
    });
    lane.worker.on('error', () => lose(lane));
    lane.worker.on('exit', () => {
      if (lanes.includes(lane)) lose(lane);
    });
    lanes.push(lane);
    return lane;
  }

  /** The thread for the next job: the idlest, or a new one while some are busy. */
  function pick(): Lane | undefined {
    const idlest = lanes.reduce<Lane | undefined>(
      (best, lane) => (!best || lane.waiting.length < best.waiting.length ? lane : best),
      undefined,
    );
    if (idlest && (!idlest.waiting.length || lanes.length >= threads)) return idlest;
    try {
      return start();
    } catch {
      here = true;
      return undefined;
    }
  }

  function run(job: SecretJob): Promise<SecretAnswer> {
    const lane = here ? undefined : pick();
    if (!lane) return Promise.resolve(doSecretJob(job));
    return new Promise((answer) => {
      lane.waiting.push({ job, answer });
      lane.worker.ref();
      lane.worker.postMessage(job);
    });
  }

  return {
    hash: (plain) => run(plain) as Promise<string>,
    compare: (plain, hash) => run({ plain, hash }) as Promise<boolean>,
    async close() {
      here = true;
      await Promise.all(lanes.map((lane) => lane.worker.terminate()));
    },
  };
}

/**
 * A bcrypt hash for each distinct plain text, made on a thread per core. bcrypt in pure JS
 * takes ~70 ms a hash on one core, and the demo seed has ten distinct secrets: spread over
 * the cores, the emulator listens sooner. Where no worker can run (no built worker, one
 * secret or two, one core) or one fails, this thread hashes them.
 */
export async function hashDistinct(
  plains: Iterable<string>,
  options: HashOptions = {},
): Promise<Map<string, string>> {
  const distinct = [...new Set(plains)];
  const threads = Math.min(options.threads ?? availableParallelism(), distinct.length);
  const worth = threads >= 2 && distinct.length >= MIN_FOR_THREADS;
  const pool = createHashPool({ worker: options.worker, threads: worth ? threads : 0 });
  try {
    const hashes = await Promise.all(distinct.map((plain) => pool.hash(plain)));
    return new Map(distinct.map((plain, at) => [plain, hashes[at] as string]));
  } finally {
    await pool.close();
  }
}
