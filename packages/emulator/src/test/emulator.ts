import { afterAll, beforeAll } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { type RunningEmulator, startEmulator } from '../start';

// Test helpers live in src/test/, one file per kind of helper, named after what it holds;
// the emulator itself never imports them. Test files stay beside the code they test.

/**
 * A running emulator (demo seed, free port on 127.0.0.1) for the tests of one file, with
 * helpers for the calls tests make most. Reset between tests with `emulator.reset()`.
 */
export function useEmulator() {
  const handle = {} as RunningEmulator & {
    call(
      path: string,
      init?: { method?: string; body?: unknown; token?: string; query?: Record<string, string> },
    ): Promise<{ status: number; body: Record<string, unknown>; text: string; headers: Headers }>;
    reset(): Promise<void>;
    signIn(
      loginId?: string,
      password?: string,
    ): Promise<{ sessionJwt: string; refreshJwt: string }>;
  };
  beforeAll(async () => {
    const emulator = await startEmulator();
    Object.assign(handle, emulator);
    handle.call = async (path, init = {}) => {
      const url = new URL(emulator.url + path);
      for (const [key, value] of Object.entries(init.query ?? {})) url.searchParams.set(key, value);
      const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
      const response = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${emulator.projectId}${init.token ? `:${init.token}` : ''}`,
          ...(init.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      // JSON answers parsed; an HTML page (a screen, a widget page) is in `text`.
      const json = /json/.test(response.headers.get('content-type') ?? '');
      return {
        status: response.status,
        body: json && text ? JSON.parse(text) : {},
        text,
        headers: response.headers,
      };
    };
    handle.reset = async () => {
      emulator.store.reset();
    };
    handle.signIn = async (loginId = DEMO_ADMIN.loginId, password = DEMO_ADMIN.password) => {
      const { status, body } = await handle.call('/v1/auth/password/signin', {
        body: { loginId, password, loginOptions: {} },
      });
      if (status !== 200) throw new Error(`sign-in failed: ${status} ${JSON.stringify(body)}`);
      return body as { sessionJwt: string; refreshJwt: string };
    };
  });
  afterAll(async () => {
    await handle.stop?.();
  });
  return handle;
}

/** The handle `useEmulator` answers, as every other helper takes it. */
export type Emulator = ReturnType<typeof useEmulator>;
