import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../server/test/fixture';
import { send } from '../server/test/requests';
import { startWorkerHost } from '../server/test/worker-host';

// What only the Worker has: its options come from its environment, its sign-in page from the
// build. The rules themselves are proven on both hosts by src/server/'s suites.

let emulator: RunningEmulator;
let fixture: Fixture;

beforeAll(async () => {
  emulator = await startEmulator();
  // A build whose .gatehouse/ holds no copy of the sign-in page (the theme did not run).
  fixture = createFixture();
});
afterAll(async () => {
  await emulator?.stop();
  fixture?.remove();
});

it('answers 503 with how to build it when the build holds no sign-in page', async () => {
  const worker = await startWorkerHost({
    assets: fixture.root,
    projectId: emulator.projectId,
    baseUrl: emulator.url,
  });
  try {
    const answer = await send(worker, '/_gate/sign-in');
    expect(answer.status).toBe(503);
    expect(answer.body).toMatch(/not built/);
    expect(answer.body).toMatch(/\.gatehouse\/sign-in/);
    expect((await send(worker, '/_gate/config.json')).status).toBe(200);
  } finally {
    await worker.stop();
  }
});

it('answers every request with an empty 500 when its vars are wrong, and serves nothing', async () => {
  const worker = await startWorkerHost({
    assets: fixture.root,
    projectId: 'not/a/project',
    baseUrl: 'nope',
  });
  try {
    for (const path of ['/', '/docs/intro', '/assets/js/main.abc.js', '/_gate/config.json']) {
      const answer = await send(worker, path);
      expect(answer.status, path).toBe(500);
      expect(answer.body, path).toBe('');
      expect(answer.headers.get('cache-control'), path).toBe('private, no-store');
    }
  } finally {
    await worker.stop();
  }
});
