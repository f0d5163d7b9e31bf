import { expect, it, vi } from 'vitest';
import { type Auth, createAuth } from '../auth/index';
import { createHttp } from '../http/http';
import type { Result } from '../http/result';
import { BASE_URL, capture, PROJECT_ID } from './msw';

export const LOGIN_ID = 'alice@example.com';
export const REFRESH = 'R.JWT.X';

export const newAuth = (): Auth =>
  createAuth(createHttp({ projectId: PROJECT_ID, baseUrl: BASE_URL }));

/** For each response kind: an answer the schema accepts and one it must reject. */
export const REPLIES = {
  jwt: { good: { sessionJwt: 'S.JWT.X', refreshJwt: REFRESH }, bad: { refreshJwt: REFRESH } },
  // A delivery answers where it went: `{}` (or any object without it) is no success.
  maskedEmail: { good: { maskedEmail: 'a***@example.com' }, bad: {} },
  maskedPhone: { good: { maskedPhone: '+1*******0100' }, bad: {} },
  enchanted: {
    good: { pendingRef: 'ref-1', linkId: '12', maskedEmail: 'a***@example.com' },
    bad: { pendingRef: 'ref-1' },
  },
  pending: {
    good: { pendingRef: 'ref-1', linkId: '12', maskedEmail: 'a***@example.com' },
    bad: { linkId: '12' },
  },
  url: { good: { url: 'https://idp.example/authorize' }, bad: { url: 5 } },
  totp: {
    good: { provisioningURL: 'otpauth://totp/x', image: 'data:image/png', key: 'K' },
    bad: { key: 'K' },
  },
  webauthn: {
    good: { transactionId: 'tx-1', options: '{}', create: true },
    bad: { options: '{}' },
  },
  oneTap: { good: { clientId: 'client', stateId: 'state', nonce: 'n' }, bad: { clientId: 'c' } },
  clientId: { good: { clientId: 'client.apps.example' }, bad: { client: 'x' } },
  code: { good: { code: 'code-1' }, bad: { code: 1 } },
  policy: { good: { minLength: 8, lowercase: true, active: true }, bad: { minLength: '8' } },
  reset: {
    good: { resetMethod: 'email', maskedEmail: 'a***@example.com' },
    bad: { resetMethod: 1 },
  },
  // `bad` is the wrapped shape: me answers the user itself, so `{user}` must not pass.
  user: {
    good: { loginIds: [LOGIN_ID], userId: 'U1', name: 'Alice' },
    bad: { user: { loginIds: [LOGIN_ID], userId: 'U1' } },
  },
  history: { good: [{ userId: 'U1', loginTime: 1, city: 'Berlin' }], bad: { history: [] } },
  any: { good: { ok: true }, bad: [1] },
} as const;

export interface EndpointCase {
  name: string;
  method?: 'get' | 'post';
  path: string;
  query?: Record<string, string>;
  /** The token expected after the project id in the bearer. */
  token?: string;
  /** The exact JSON body expected; leave out for GET. */
  body?: unknown;
  reply: keyof typeof REPLIES;
  call: (auth: Auth) => Promise<Result<unknown>>;
}

/** Two tests per case: the exact request and unwrapped answer, and the schema check. */
export function testEndpoints(cases: EndpointCase[]): void {
  it.each(cases)('$name: sends the exact request and unwraps the answer', async (c) => {
    const method = c.method ?? 'post';
    const { good } = REPLIES[c.reply];
    const seen = capture(method, c.path, good);

    const result = await c.call(newAuth());

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe(method.toUpperCase());
    expect(request?.path).toBe(c.path);
    expect(request?.query).toEqual(c.query ?? {});
    expect(request?.headers.authorization).toBe(
      c.token ? `Bearer ${PROJECT_ID}:${c.token}` : `Bearer ${PROJECT_ID}`,
    );
    expect(request?.body).toEqual(c.body);
    expect(result).toEqual({ ok: true, data: good });
  });

  it.each(cases)('$name: an answer of the wrong shape is a schema error', async (c) => {
    capture(c.method ?? 'post', c.path, REPLIES[c.reply].bad);
    const result = await c.call(newAuth());
    expect(result).toMatchObject({ ok: false, error: { kind: 'schema', code: 'E_SCHEMA' } });
  });
}

/**
 * Move fake time on in small steps, letting real I/O (the mocked server) run between steps,
 * until `done()` holds; for polling through a real HTTP stack under fake timers.
 */
export async function advanceUntil(done: () => boolean, stepMs = 100, maxSteps = 10_000) {
  for (let step = 0; step < maxSteps && !done(); step++) {
    await vi.advanceTimersByTimeAsync(stepMs);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
