import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll } from 'vitest';
import { server } from './msw';

/**
 * A real emulator on 127.0.0.1 for the tests of one file: the widgets run the real core
 * engine and stores against it. msw lets its requests through (and still refuses any
 * other request a test did not expect).
 */
export function runEmulatorForFile(): RunningEmulator {
  const handle = {} as RunningEmulator;
  beforeAll(async () => {
    Object.assign(handle, await startEmulator());
  });
  afterAll(async () => {
    await handle.stop?.();
  });
  return handle;
}

/** Let this test's requests to the emulator through msw (handlers reset after each test). */
export const allowEmulator = (emulator: RunningEmulator) =>
  server.use(http.all(`${emulator.url}/*`, () => passthrough()));
