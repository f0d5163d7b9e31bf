import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { build } from 'esbuild';
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

it('imports no Node built-in anywhere in its module graph', async () => {
  const node = new Set(builtinModules);
  const { metafile } = await build({
    entryPoints: [fileURLToPath(new URL('./index.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    write: false,
    metafile: true,
    logLevel: 'silent',
    // Left unresolved, so that every import of one shows in the metafile.
    external: ['node:*', ...builtinModules],
  });
  const imported = Object.values(metafile.inputs).flatMap((input) =>
    input.imports.map((entry) => entry.path),
  );
  expect(imported.length).toBeGreaterThan(0);
  expect(imported.filter((path) => path.startsWith('node:') || node.has(path))).toEqual([]);
});
