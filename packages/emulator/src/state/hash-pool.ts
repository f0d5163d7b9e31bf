import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { hashSecret } from './secrets';

/** The built worker, beside this module in dist/. Running from source there is none. */
export const HASH_WORKER = new URL('./hash-worker.js', import.meta.url);

/** Below this many secrets, starting threads costs more than it saves. */
const MIN_FOR_THREADS = 3;

export interface HashOptions {
  /** The worker script; the built one by default. */
  worker?: URL;
  /** At most this many threads; one per core by default. */
  threads?: number;
}

/**
 * Whether `worker` is a script on disk. Not so when running from source, nor where the module
 * URL is not a file's (a test environment that emulates a browser, such as happy-dom).
 */
const builtWorker = (worker: URL) =>
  worker.protocol === 'file:' && existsSync(fileURLToPath(worker));

/** Hashes `plains` in turn on one thread, answering in their order. */
function hashOn(worker: Worker, plains: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const hashes: string[] = [];
    worker.on('error', reject);
    worker.on('message', (hash: string) => {
      hashes.push(hash);
      const next = plains[hashes.length];
      if (next === undefined) resolve(hashes);
      else worker.postMessage(next);
    });
    worker.postMessage(plains[0]);
  });
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
  const worker = options.worker ?? HASH_WORKER;
  const threads = Math.min(options.threads ?? availableParallelism(), distinct.length);
  const here = () => new Map(distinct.map((plain) => [plain, hashSecret(plain)]));
  if (threads < 2 || distinct.length < MIN_FOR_THREADS || !builtWorker(worker)) return here();
  // Every thread-th secret to each thread.
  const shares = Array.from({ length: threads }, (_, index) =>
    distinct.filter((_, at) => at % threads === index),
  );
  const workers = shares.map(() => new Worker(worker));
  try {
    const hashed = await Promise.all(
      shares.map((share, index) => hashOn(workers[index] as Worker, share)),
    );
    const result = new Map<string, string>();
    for (const [index, share] of shares.entries()) {
      for (const [at, plain] of share.entries()) result.set(plain, hashed[index]?.[at] as string);
    }
    return result;
  } catch {
    // A thread that cannot start or dies (no memory for it, a broken build): slower, not lost.
    return here();
  } finally {
    await Promise.all(workers.map((each) => each.terminate()));
  }
}
