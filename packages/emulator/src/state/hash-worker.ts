import { parentPort } from 'node:worker_threads';
import { hashSecret } from './secrets';

// A hashing thread of the seed loader (hash-pool.ts): plain texts in, bcrypt hashes out.
parentPort?.on('message', (plain: string) => parentPort?.postMessage(hashSecret(plain)));
