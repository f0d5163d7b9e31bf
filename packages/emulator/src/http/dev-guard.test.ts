import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../start';
import { rawRequest } from '../test/raw-request';

// The development API takes no credentials, so a web page must never reach it: not by a
// cross-site form POST (no preflight), not by DNS rebinding (a foreign Host on our port).

let emulator: RunningEmulator;
let exportDir: string;
let port: string;

beforeAll(async () => {
  exportDir = mkdtempSync(join(tmpdir(), 'gatehouse-guard-'));
  emulator = await startEmulator({ exportDir });
  port = new URL(emulator.url).port;
});
afterAll(async () => {
  await emulator.stop();
  rmSync(exportDir, { recursive: true, force: true });
});
beforeEach(() => emulator.store.reset());

const dev = (path: string, init: Parameters<typeof rawRequest>[1] = {}) =>
  rawRequest(`${emulator.url}/emulator/v1${path}`, init);

/** What an attacker's page can make a browser send without a preflight. */
const crossSiteForm = (origin: string) => ({
  method: 'POST',
  headers: { origin, 'content-type': 'text/plain' },
});

const devState = () => {
  const { clockOffsetMs, faults, users } = emulator.store.data;
  return JSON.stringify({ clockOffsetMs, faults, users });
};

const expectRefused = (answer: { status: number; json: Record<string, unknown> }, status = 403) => {
  expect(answer.status).toBe(status);
  expect(answer.json).toEqual({
    errorCode: expect.stringMatching(/^E\d{6}$/),
    errorDescription: expect.any(String),
    errorMessage: expect.any(String),
  });
};

describe('the development API guard', () => {
  it('refuses cross-site form POSTs from a foreign origin and changes nothing', async () => {
    emulator.store.data.users[0]!.name = 'Changed since start';
    const before = devState();
    for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
      const form = crossSiteForm(origin);
      expectRefused(await dev('/clock', { ...form, body: '{"advanceMs":86400000}' }));
      expectRefused(await dev('/faults', { ...form, body: '{"path":"*","status":500}' }));
      expectRefused(await dev('/reset', { ...form, body: '{}' }));
      expectRefused(await dev('/export', { ...form, body: '{}' }));
      // Even with a JSON content type (which a browser would preflight first).
      expectRefused(
        await dev('/clock', {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json' },
          body: '{"advanceMs":1}',
        }),
      );
    }
    expect(devState()).toBe(before);
    expect(readdirSync(exportDir)).toEqual([]);
  });

  it('refuses reads from a foreign origin', async () => {
    expectRefused(await dev('/inbox', { headers: { origin: 'https://evil.example' } }));
  });

  it('refuses a foreign Host, as a DNS-rebound page sends it', async () => {
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${Number(port) + 1}`]) {
      expectRefused(await dev('/inbox', { headers: { host } }));
      expectRefused(
        await dev('/clock', {
          method: 'POST',
          headers: { host, 'content-type': 'application/json' },
          body: '{"advanceMs":1}',
        }),
      );
    }
    expect(emulator.store.data.clockOffsetMs).toBe(0);
  });

  it('refuses writes that are not application/json with a 415, even from loopback', async () => {
    emulator.store.data.users[0]!.name = 'Changed since start';
    const before = devState();
    const origin = `http://localhost:${port}`;
    const plain = { method: 'POST', headers: { origin, 'content-type': 'text/plain' } };
    expectRefused(await dev('/clock', { ...plain, body: '{"advanceMs":1}' }), 415);
    expectRefused(await dev('/reset', { ...plain, body: '{}' }), 415);
    expectRefused(await dev('/reset', { method: 'POST' }), 415);
    expectRefused(
      await dev('/faults', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'path=*',
      }),
      415,
    );
    expectRefused(
      await dev('/faults', {
        method: 'DELETE',
        headers: { 'content-type': 'text/plain' },
        body: 'x',
      }),
      415,
    );
    expect(devState()).toBe(before);
    expect(existsSync(join(exportDir, 'emulator-state.json'))).toBe(false);
  });

  it('serves loopback origins, no origin, and its own loopback host names', async () => {
    for (const origin of [
      undefined,
      'http://localhost:5173',
      'https://127.0.0.1',
      'http://127.8.9.10:3000',
      'http://[::1]:8080',
    ]) {
      const answer = await dev('/clock', {
        method: 'POST',
        headers: { ...(origin && { origin }), 'content-type': 'application/json; charset=utf-8' },
        body: '{"advanceMs":1000}',
      });
      expect(answer.status, origin).toBe(200);
    }
    expect(emulator.store.data.clockOffsetMs).toBe(5000);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      expect((await dev('/health', { headers: { host } })).status, host).toBe(200);
    }
    expect((await dev('/faults', { method: 'DELETE' })).status).toBe(200);
    expect((await dev('/inbox', { method: 'DELETE' })).status).toBe(200);
  });

  it('gives a foreign origin no CORS headers on a preflight', async () => {
    const preflight = (origin: string) =>
      dev('/clock', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const foreign = await preflight('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    expect(foreign.headers['access-control-allow-methods']).toBeUndefined();
    const local = await preflight('http://localhost:5173');
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });
});
