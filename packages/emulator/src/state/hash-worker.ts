import { parentPort } from 'node:worker_threads';
import { doSecretJob, type SecretJob } from './bcrypt';

// A thread of the hash pool (hash-pool.ts): jobs in, answers out, in the order they came.
parentPort?.on('message', (job: SecretJob) => parentPort?.postMessage(doSecretJob(job)));
