import { describe, expect, it } from 'vitest';
import { DEMO_PROJECT_ID } from './seed/demo';
import { useEmulator } from './test/emulator';

const emulator = useEmulator();

describe('the emulator app', () => {
  it('starts on a free loopback port with the demo project', async () => {
    expect(emulator.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(emulator.projectId).toBe(DEMO_PROJECT_ID);
    const health = await emulator.call('/emulator/v1/health');
    expect(health).toMatchObject({ status: 200, body: { ok: true, projectId: DEMO_PROJECT_ID } });
  });

  it('serves the signing keys as a JWKS', async () => {
    const { status, body } = await emulator.call(`/v2/keys/${DEMO_PROJECT_ID}`);
    expect(status).toBe(200);
    const [key] = body.keys as Array<Record<string, string>>;
    expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(key).not.toHaveProperty('d');
  });

  it('answers unknown routes with the JSON error body', async () => {
    const { status, body } = await emulator.call('/v1/nothing/here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ errorCode: expect.any(String), errorDescription: 'Not found' });
  });

  it('fails the next matching requests when a fault is injected, then recovers', async () => {
    await emulator.call('/emulator/v1/faults', {
      body: {
        method: 'GET',
        path: '/v2/keys/*',
        count: 2,
        status: 503,
        body: { errorCode: 'X', errorDescription: 'down' },
      },
    });
    const path = `/v2/keys/${DEMO_PROJECT_ID}`;
    expect((await emulator.call(path)).status).toBe(503);
    expect((await emulator.call(path)).body).toEqual({ errorCode: 'X', errorDescription: 'down' });
    expect((await emulator.call(path)).status).toBe(200);
  });

  it('matches a backtracking-prone fault pattern promptly', async () => {
    await emulator.call('/emulator/v1/faults', { method: 'DELETE' });
    // A regular expression built from this pattern backtracks for seconds on this path.
    const injected = await emulator.call('/emulator/v1/faults', {
      body: { path: '*a*a*a*a*a*a*a*b', count: 1, status: 503 },
    });
    expect(injected.status).toBe(200);
    const started = performance.now();
    const { status } = await emulator.call(`/v1/${'a'.repeat(50)}`);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(status).toBe(404);
    const [fault] = (await emulator.call('/emulator/v1/faults')).body.faults as Array<{
      remaining: number;
    }>;
    expect(fault?.remaining).toBe(1);
    await emulator.call('/emulator/v1/faults', { method: 'DELETE' });
  });

  it('refuses fault patterns longer than the limit', async () => {
    await emulator.call('/emulator/v1/faults', { method: 'DELETE' });
    const { status } = await emulator.call('/emulator/v1/faults', {
      body: { path: `/${'*a'.repeat(1000)}`, status: 503 },
    });
    expect(status).toBe(400);
    expect((await emulator.call('/emulator/v1/faults')).body.faults).toEqual([]);
  });

  it('delays matching requests when asked', async () => {
    await emulator.call('/emulator/v1/faults', { body: { path: '/v2/keys/*', delayMs: 150 } });
    const started = performance.now();
    const { status } = await emulator.call(`/v2/keys/${DEMO_PROJECT_ID}`);
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('moves its clock by an offset', async () => {
    const before = await emulator.call('/emulator/v1/clock');
    const after = await emulator.call('/emulator/v1/clock', { body: { advanceMs: 3_600_000 } });
    expect(after.body.offsetMs).toBe((before.body.offsetMs as number) + 3_600_000);
    await emulator.call('/emulator/v1/clock', { body: { offsetMs: 0 } });
  });

  it('answers CORS preflights from other loopback ports with credentials', async () => {
    const response = await fetch(`${emulator.url}/v1/auth/refresh`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-descope-sdk-name',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    const foreign = await fetch(`${emulator.url}/v1/auth/refresh`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets loopback pages read the timing of their calls, and no one else', async () => {
    const keys = (origin: string) =>
      fetch(`${emulator.url}/v2/keys/${emulator.projectId}`, { headers: { origin } });
    const local = await keys('http://127.0.0.1:5173');
    expect(local.headers.get('timing-allow-origin')).toBe('http://127.0.0.1:5173');
    expect((await keys('https://evil.example')).headers.get('timing-allow-origin')).toBeNull();
  });

  it('rejects malformed JSON bodies with a 400 JSON error', async () => {
    const response = await fetch(`${emulator.url}/emulator/v1/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorDescription: 'Request is invalid' });
  });
});
