import { DEMO_ADMIN, type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

/** Any request a test did not expect fails the test instead of reaching the network. */
export const server = setupServer();

/**
 * A real emulator (demo seed, free port on 127.0.0.1) for the tests of one file: the theme
 * and the sign-in page run the real core session and flow engine against it. msw lets the
 * emulator's requests through and refuses any other (as the widgets' tests do). msw listens
 * first: it puts Node's own fetch classes back in place of happy-dom's, which the emulator's
 * HTTP server needs.
 */
export function runEmulatorForFile(): RunningEmulator {
  const handle = {} as RunningEmulator;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ requestId }) => void pending.add(requestId));
    server.events.on('request:end', ({ requestId }) => void pending.delete(requestId));
    Object.assign(handle, await startEmulator());
  });
  const pending = new Set<string>();
  afterEach(async () => {
    // A test ends with calls under way (the /me after a refresh, a flow's next screen):
    // let them finish against the emulator rather than cut them off when it stops.
    await vi.waitFor(() => expect(pending.size).toBe(0), { timeout: 5_000 });
    server.resetHandlers();
    allowEmulator(handle);
  });
  afterAll(async () => {
    await handle.stop?.();
    server.close();
  });
  beforeAll(() => allowEmulator(handle));
  return handle;
}

/** Let requests to the emulator through msw (the handlers reset after each test). */
const allowEmulator = (emulator: RunningEmulator) =>
  server.use(http.all(`${emulator.url}/*`, () => passthrough()));

export interface Tokens {
  sessionJwt: string;
  refreshJwt: string;
}

/** A real sign-in of the demo admin through the provider's API: fresh tokens. */
export async function signIn(emulator: RunningEmulator): Promise<Tokens> {
  const response = await fetch(`${emulator.url}/v1/auth/password/signin`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${emulator.projectId}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ loginId: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()) as Tokens;
}

/** The demo admin's email and password, as a reader types them into the flow. */
export const READER = { email: DEMO_ADMIN.loginId, password: DEMO_ADMIN.password };
