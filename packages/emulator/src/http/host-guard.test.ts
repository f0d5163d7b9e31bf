import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { dataFromSeed } from '../seed/data';
import { DEMO_MANAGEMENT_KEY, demoSeed } from '../seed/demo';
import { loadSeed } from '../seed/load';
import { type RunningEmulator, startEmulator } from '../start';
import { createStore } from '../state/store';
import { rawRequest } from '../test/raw-request';

// DNS rebinding: a page at attacker.example rebinds its name to 127.0.0.1 and drives the
// victim's browser at the emulator. Its requests still say `Host: attacker.example`.

let emulator: RunningEmulator;
let port: string;
beforeAll(async () => {
  emulator = await startEmulator();
  port = new URL(emulator.url).port;
});
afterAll(() => emulator.stop());

const searchUsers = (host: string) =>
  rawRequest(`${emulator.url}/v1/mgmt/user/search`, {
    method: 'POST',
    headers: {
      host,
      'content-type': 'application/json',
      authorization: `Bearer ${emulator.projectId}:${DEMO_MANAGEMENT_KEY}`,
    },
    body: '{}',
  });

describe('the host guard', () => {
  it('refuses a rebound page on every route, the management API included', async () => {
    const before = JSON.stringify(emulator.store.data.users);
    for (const host of [
      `attacker.example:${port}`,
      'attacker.example',
      `127.0.0.1.nip.io:${port}`,
    ]) {
      const answer = await searchUsers(host);
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ errorDescription: 'Forbidden' });
      expect(answer.text).not.toContain('admin@acme.test');
    }
    const signUp = await rawRequest(`${emulator.url}/v1/auth/password/signup`, {
      method: 'POST',
      headers: {
        host: `attacker.example:${port}`,
        'content-type': 'application/json',
        authorization: `Bearer ${emulator.projectId}`,
      },
      body: JSON.stringify({ loginId: 'planted@attacker.example', password: 'Planted-Passw0rd!' }),
    });
    expect(signUp.status).toBe(403);
    expect(JSON.stringify(emulator.store.data.users)).toBe(before);
  });

  it('answers the names this machine goes by', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost']) {
      expect((await searchUsers(host)).status).toBe(200);
    }
  });

  it('lets in-process callers through, and any name when bound off loopback on purpose', async () => {
    const data = await dataFromSeed(loadSeed(demoSeed()));
    const local = createApp({ store: createStore(data), origin: () => 'http://127.0.0.1:4500' });
    expect((await local.request('/v2/keys/P2GatehouseDemo')).status).toBe(200);
    const exposed = createApp({ store: createStore(data), origin: () => 'http://0.0.0.0:4500' });
    const answer = await exposed.request('http://emulator.lan:4500/v2/keys/P2GatehouseDemo');
    expect(answer.status).toBe(200);
  });
});
