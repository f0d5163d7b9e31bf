import { FlowResponse } from '@gatehouse/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { EXECUTION_KIND } from '../flows/execution';
import { DEMO_ADMIN } from '../seed/demo';
import { useEmulator } from '../test/emulator';
import { rawPost } from '../test/raw-request';

const emulator = useEmulator();

const start = (body: unknown, token?: string) => emulator.call('/v1/flow/start', { body, token });
const next = (body: unknown) => emulator.call('/v1/flow/next', { body });
const entities = () => {
  const { users, refreshTokens } = emulator.store.data;
  return JSON.stringify({ users, refreshTokens });
};
const executions = () =>
  Object.values(emulator.store.data.pending).filter((p) => p.kind === EXECUTION_KIND).length;

describe('POST /v1/flow/start and /v1/flow/next', () => {
  beforeEach(() => emulator.reset());

  it('answers the provider shape, checked by the client schema', async () => {
    const { status, body } = await start({ flowId: 'sign-up-or-in', options: {} });
    expect(status).toBe(200);
    expect(FlowResponse.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      stepId: '1',
      stepName: 'Welcome',
      status: 'running',
      action: 'screen',
      screen: { id: 'welcome', state: { form: {} } },
    });
    // The provider's shape: its web component keys the nonce by what follows `|#|`.
    expect(body.executionId).toMatch(/^sign-up-or-in\|#\|E2[A-Za-z0-9]{27}$/);
    expect(executions()).toBe(1);
  });

  it('needs the project in the bearer', async () => {
    const none = await fetch(`${emulator.url}/v1/flow/start`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flowId: 'sign-in' }),
    });
    expect(none.status).toBe(401);
    expect(await none.json()).toHaveProperty('errorCode');
    const other = await rawPost(emulator, '/v1/flow/start', '{"flowId":"sign-in"}', {
      authorization: 'Bearer P2SomeOtherProject',
    });
    expect(other.status).toBe(401);
  });

  it('refuses malformed bodies and unknown flows with 400 and changes nothing', async () => {
    const before = entities();
    for (const body of [{}, { flowId: '' }, { flowId: 7 }, { flowId: 'sign-in', input: [] }]) {
      const { status, body: error } = await start(body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(error).toHaveProperty('errorCode', 'E011001');
    }
    const malformed = await rawPost(emulator, '/v1/flow/start', '{"flowId":');
    expect(malformed.status).toBe(400);
    const unknown = await start({ flowId: 'no-such-flow' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toBe('Unknown flow: no-such-flow');
    const proto = await start({ flowId: '__proto__' });
    expect(proto.status).toBe(400);
    const badRedirect = await start({
      flowId: 'sign-in',
      options: { redirectUrl: 'javascript:alert(1)' },
    });
    expect(badRedirect.status).toBe(400);
    expect(entities()).toBe(before);
    expect(executions()).toBe(0);
  });

  it('refuses unknown and expired executions with 401', async () => {
    const unknown = await next({ executionId: 'E2nope', stepId: '1', interactionId: 'continue' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorMessage).toBe('Unknown flow execution');
    expect((await next({ stepId: '1' })).status).toBe(400);

    const started = await start({ flowId: 'sign-in' });
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 31 * 60_000 } });
    const expired = await next({
      executionId: started.body.executionId,
      stepId: '1',
      interactionId: 'continue',
      input: { email: DEMO_ADMIN.loginId },
    });
    expect(expired.status).toBe(401);
    expect(expired.body.errorMessage).toBe('The flow execution expired');
  });

  it('keeps an execution alive while it is used', async () => {
    const started = await start({ flowId: 'sign-in' });
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 20 * 60_000 } });
    const password = await next({
      executionId: started.body.executionId,
      stepId: '1',
      interactionId: 'continue',
      input: { email: DEMO_ADMIN.loginId },
    });
    expect(password.status).toBe(200);
    await emulator.call('/emulator/v1/clock', { body: { advanceMs: 20 * 60_000 } });
    const done = await next({
      executionId: started.body.executionId,
      stepId: password.body.stepId,
      interactionId: 'signIn',
      input: { password: DEMO_ADMIN.password },
    });
    expect(done.body.status).toBe('completed');
  });

  it('refuses a step that is not the current one and an unknown interaction', async () => {
    const started = await start({ flowId: 'sign-in' });
    const executionId = started.body.executionId;
    const stale = await next({ executionId, stepId: '4', interactionId: 'signIn' });
    expect(stale.status).toBe(400);
    const unknown = await next({ executionId, stepId: '1', interactionId: 'fly' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorMessage).toMatch(/no interaction "fly"/);
    // The execution is still usable.
    const ok = await next({
      executionId,
      stepId: '1',
      interactionId: 'continue',
      input: { email: DEMO_ADMIN.loginId },
    });
    expect(ok.body).toMatchObject({ status: 'running', screen: { id: 'password' } });
  });

  it('never echoes secrets in the screen state nor keeps odd input keys', async () => {
    const started = await start({ flowId: 'sign-up-or-in' });
    const password = await next({
      executionId: started.body.executionId,
      stepId: '1',
      interactionId: 'continue',
      input: { email: DEMO_ADMIN.loginId, extra: { nested: true }, constructor: 'x' },
    });
    const wrong = await next({
      executionId: started.body.executionId,
      stepId: password.body.stepId,
      interactionId: 'signIn',
      input: { password: 'Wrong-Password-1', code: '123456', token: 't' },
    });
    const state = (wrong.body.screen as { state: { form: Record<string, unknown> } }).state;
    expect(state.form).toEqual({ email: DEMO_ADMIN.loginId });
    expect(JSON.stringify(emulator.store.data.pending)).not.toContain('Wrong-Password-1');
  });

  it('starts profile flows only with a live refresh or session token', async () => {
    const { refreshJwt, sessionJwt } = await emulator.signIn();
    expect((await start({ flowId: 'update-name' }, refreshJwt)).status).toBe(200);
    expect((await start({ flowId: 'update-name' }, sessionJwt)).status).toBe(200);
    await emulator.call('/v1/auth/logout', { body: {}, token: refreshJwt });
    const revoked = await start({ flowId: 'update-name' }, refreshJwt);
    expect(revoked.status).toBe(401);
    // The session JWT of the logged-out sign-in goes with it.
    expect((await start({ flowId: 'update-name' }, sessionJwt)).status).toBe(401);
  });
});
