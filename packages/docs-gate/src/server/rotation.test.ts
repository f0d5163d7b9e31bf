import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocsGate } from './gate';
import { KEYS_COOLDOWN_MS } from './keys';
import { createFixture, type Fixture } from './test/fixture';
import { startHost } from './test/hosts';
import { rotateSigningKey, signIn } from './test/tokens';

// A key rotation at the real emulator, seen through the gate: the reader who signs in after it
// gets the docs once the gate's cooldown is over, not half a minute later.

let emulator: RunningEmulator;
let fixture: Fixture;

beforeAll(async () => {
  emulator = await startEmulator();
  fixture = createFixture();
});
afterAll(async () => {
  await emulator?.stop();
  fixture?.remove();
});

const statusOf = async (gate: { fetch(request: Request): Promise<Response> }, token: string) =>
  (
    await gate.fetch(
      new Request('http://docs.test/docs/intro', { headers: { cookie: `DS=${token}` } }),
    )
  ).status;

describe('on the Node gate (its clock moved past the cooldown)', () => {
  it('serves readers signed in with a rotated key once the cooldown is over', async () => {
    let offset = 0;
    const gate = createDocsGate({
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
      signInDir: fixture.signInDir,
      now: () => Date.now() + offset,
    });
    const before = (await signIn(emulator)).sessionJwt;
    expect(await statusOf(gate, before)).toBe(200);

    await rotateSigningKey(emulator);
    const after = (await signIn(emulator)).sessionJwt;
    offset += KEYS_COOLDOWN_MS;
    expect(await statusOf(gate, after)).toBe(200);
    // The emulator publishes only its current key: the old one's tokens are over.
    expect(await statusOf(gate, before)).toBe(302);
  });
});

describe('on the Worker (the isolate keeps its key set, with the same cooldown)', () => {
  it('serves readers signed in with a rotated key once the cooldown is over', async () => {
    const worker = await startHost('worker', {
      root: fixture.root,
      projectId: emulator.projectId,
      baseUrl: emulator.url,
    });
    try {
      const before = (await signIn(emulator)).sessionJwt;
      expect(await statusOf(worker, before)).toBe(200);
      const loaded = Date.now();

      await rotateSigningKey(emulator);
      const after = (await signIn(emulator)).sessionJwt;
      // workerd's clock is the real one: wait the cooldown out.
      await new Promise((done) => setTimeout(done, loaded + KEYS_COOLDOWN_MS - Date.now() + 50));
      expect(await statusOf(worker, after)).toBe(200);
      expect(await statusOf(worker, before)).toBe(302);
    } finally {
      await worker.stop();
    }
  });
});
