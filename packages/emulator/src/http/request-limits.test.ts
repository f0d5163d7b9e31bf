import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STATE_FILE } from '../seed/persist';
import { type RunningEmulator, startEmulator } from '../start';
import { nestedObject } from '../test/nested-json';
import { rawRequest } from '../test/raw-request';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './limits';

// Hostile bodies: too big, or nested too deep. Each is refused before any handler runs, so
// nothing is stored, and the state stays servable and exportable afterwards.

let emulator: RunningEmulator;
let exportDir: string;
let mgmt: Record<string, string>;

beforeAll(async () => {
  exportDir = mkdtempSync(join(tmpdir(), 'gatehouse-limits-'));
  emulator = await startEmulator({ exportDir });
  mgmt = {
    authorization: `Bearer ${emulator.projectId}:${emulator.managementKey}`,
    'content-type': 'application/json',
  };
});
afterAll(async () => {
  await emulator.stop();
  rmSync(exportDir, { recursive: true, force: true });
});
beforeEach(() => emulator.store.reset());

const createTenant = (body: string) =>
  rawRequest(`${emulator.url}/v1/mgmt/tenant/create`, { method: 'POST', headers: mgmt, body });
const tenants = () => JSON.stringify(emulator.store.data.tenants);

const expectErrorBody = (json: Record<string, unknown>) =>
  expect(json).toEqual({
    errorCode: expect.stringMatching(/^E\d{6}$/),
    errorDescription: expect.any(String),
    errorMessage: expect.any(String),
  });

describe('body size', () => {
  it('answers 413 from a too big Content-Length without waiting for the body', async () => {
    const before = tenants();
    const answer = await rawRequest(`${emulator.url}/v1/mgmt/tenant/create`, {
      method: 'POST',
      headers: { ...mgmt, 'content-length': String(10 * 1024 * 1024) },
      withholdBody: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expectErrorBody(answer.json);
    expect(tenants()).toBe(before);
  });

  it('answers 413 once a chunked body grows past the limit, and stores nothing', async () => {
    const before = tenants();
    function* hugeName() {
      yield '{"name":"';
      for (let sent = 0; sent < 4 * MAX_BODY_BYTES; sent += 64 * 1024) yield 'x'.repeat(64 * 1024);
      yield '"}';
    }
    const answer = await rawRequest(`${emulator.url}/v1/mgmt/tenant/create`, {
      method: 'POST',
      headers: mgmt,
      chunks: hugeName(),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
    expectErrorBody(answer.json);
    expect(tenants()).toBe(before);
  });

  it('accepts a body just under the limit', async () => {
    const name = 'n'.repeat(MAX_BODY_BYTES - 100);
    const answer = await createTenant(JSON.stringify({ name }));
    expect(answer.status).toBe(200);
    expect(emulator.store.data.tenants.at(-1)?.name).toBe(name);
  });
});

describe('JSON depth', () => {
  it('accepts a body nested exactly as deep as the limit', async () => {
    // The body's object and customAttributes are two levels; the attribute holds the rest.
    const body = `{"name":"Deep","customAttributes":{"a":${nestedObject(MAX_JSON_DEPTH - 2)}}}`;
    expect((await createTenant(body)).status).toBe(200);
  });

  it('refuses a body nested one level deeper with a 400, before anything is stored', async () => {
    const before = tenants();
    const body = `{"name":"Deep","customAttributes":{"a":${nestedObject(MAX_JSON_DEPTH - 1)}}}`;
    const answer = await createTenant(body);
    expect(answer.status).toBe(400);
    expectErrorBody(answer.json);
    expect(answer.json.errorMessage).toContain(String(MAX_JSON_DEPTH));
    expect(tenants()).toBe(before);
  });

  it('refuses 100 000 nested brackets with a 400, and stays servable and exportable', async () => {
    const before = tenants();
    for (const body of [
      `{"name":"Deep","customAttributes":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
      `{"name":"Deep","customAttributes":{"a":${'['.repeat(100_000)}`,
      `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
    ]) {
      const answer = await createTenant(body);
      expect(answer.status).toBe(400);
      expectErrorBody(answer.json);
    }
    expect(tenants()).toBe(before);

    const listed = await rawRequest(`${emulator.url}/v1/mgmt/tenant/all`, { headers: mgmt });
    expect(listed.status).toBe(200);
    const exported = await rawRequest(`${emulator.url}/emulator/v1/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(exported.status).toBe(200);
    expect(existsSync(join(exportDir, STATE_FILE))).toBe(true);
  });

  it('counts only brackets outside strings', async () => {
    const name = `${'['.repeat(1000)}{"a":${'{'.repeat(1000)}\\"[`;
    const answer = await createTenant(JSON.stringify({ name }));
    expect(answer.status).toBe(200);
    expect(emulator.store.data.tenants.at(-1)?.name).toBe(name);
  });
});
