import { type RunningEmulator, startEmulator } from '@gatehouse/emulator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDocsGate } from './gate';
import { KEYS_COOLDOWN_MS } from './keys';
import { createFixture, type Fixture } from './test/fixture';
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

it('serves readers signed in with a rotated key once the cooldown is over', async () => {
  let offset = 0;
  const gate = createDocsGate({
    root: fixture.root,
    projectId: emulator.projectId,
    baseUrl: emulator.url,
    signInDir: fixture.signInDir,
    now: () => Date.now() + offset,
  });
  const status = async (token: string) =>
    (
      await gate.fetch(
        new Request('http://docs.test/docs/intro', { headers: { cookie: `DS=${token}` } }),
      )
    ).status;

  const before = (await signIn(emulator)).sessionJwt;
  expect(await status(before)).toBe(200);

  await rotateSigningKey(emulator);
  const after = (await signIn(emulator)).sessionJwt;
  offset += KEYS_COOLDOWN_MS;
  expect(await status(after)).toBe(200);
  // The emulator publishes only its current key: the old one's tokens are over.
  expect(await status(before)).toBe(302);
});
