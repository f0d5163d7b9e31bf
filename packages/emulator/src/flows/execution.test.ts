import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../seed/demo';
import { useEmulator } from '../test/emulator';
import { EXECUTION_MAX_AGE_MS, EXECUTION_TTL_MS } from './execution';

// An execution's expiry: only a step that ran pushes it back, and never past its absolute cap.

const emulator = useEmulator();
const MINUTE = 60_000;

const advance = (advanceMs: number) => emulator.call('/emulator/v1/clock', { body: { advanceMs } });

const next = (executionId: string, stepId: string, interactionId: string, input = {}) =>
  emulator.call('/v1/flow/next', { body: { executionId, stepId, interactionId, input } });

/** A sign-in execution, waiting at its first screen (step 1). */
async function started(): Promise<string> {
  const { status, body } = await emulator.call('/v1/flow/start', { body: { flowId: 'sign-in' } });
  expect(status).toBe(200);
  return String(body.executionId);
}

/** An accepted round trip that changes nothing: to the password screen and back. */
async function acceptedSteps(executionId: string) {
  const password = await next(executionId, '1', 'continue', { email: DEMO_ADMIN.loginId });
  expect(password.status, JSON.stringify(password.body)).toBe(200);
  expect(password.body.stepId).toBe('4');
  const back = await next(executionId, '4', 'back');
  expect(back.status).toBe(200);
  expect(back.body.stepId).toBe('1');
}

describe('flow execution expiry', () => {
  beforeEach(() => emulator.reset());

  it('is not pushed back by refused calls', async () => {
    const executionId = await started();
    const refusals = [
      () => next(executionId, '4', 'signIn'), // not the current step
      () => next(executionId, '1', 'fly'), // no such interaction
    ];
    // Ten refused pings, one a minute: each is a 400 and none keeps the execution alive.
    for (let ping = 0; ping < 10; ping += 1) {
      await advance(MINUTE);
      const refused = await refusals[ping % refusals.length]?.();
      expect(refused?.status).toBe(400);
    }
    await advance(EXECUTION_TTL_MS - 10 * MINUTE);
    const expired = await next(executionId, '1', 'continue', { email: DEMO_ADMIN.loginId });
    expect(expired.status).toBe(401);
    expect(expired.body.errorMessage).toBe('The flow execution expired');
  });

  it('is pushed back by accepted steps, up to its cap from creation', async () => {
    const executionId = await started();
    // Every 20 minutes a step: alive long past the 30 minutes of one period...
    let elapsed = 0;
    while (elapsed + 20 * MINUTE < EXECUTION_MAX_AGE_MS) {
      await advance(20 * MINUTE);
      elapsed += 20 * MINUTE;
      await acceptedSteps(executionId);
    }
    expect(elapsed).toBeGreaterThan(EXECUTION_TTL_MS);
    // ...and a minute before the cap a step still runs...
    await advance(EXECUTION_MAX_AGE_MS - elapsed - MINUTE);
    await acceptedSteps(executionId);
    // ...but at the cap the execution is gone, however recent its last step.
    await advance(MINUTE);
    const capped = await next(executionId, '1', 'continue', { email: DEMO_ADMIN.loginId });
    expect(capped.status).toBe(401);
    expect(capped.body.errorMessage).toBe('The flow execution expired');
  });
});
