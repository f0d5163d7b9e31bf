import { FlowResponse } from '@gatehouse/core';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { expect } from 'vitest';
import type { Emulator } from './emulator';

// Drive a flow the way a client does: one start, then next calls with the answer's
// execution and step ids.

export type Answer = FlowResponse & Record<string, unknown>;

export const APP = 'http://localhost:3000';

export function flowClient(emulator: Emulator) {
  const post = async (path: string, body: unknown, token?: string) => {
    const { status, body: answer } = await emulator.call(path, { body, token });
    if (status !== 200) throw new Error(`${path} answered ${status}: ${JSON.stringify(answer)}`);
    return FlowResponse.parse(answer) as Answer;
  };
  return {
    start: (flowId: string, extra: Record<string, unknown> = {}, token?: string): Promise<Answer> =>
      post(
        '/v1/flow/start',
        { flowId, options: { redirectUrl: `${APP}/signed-in` }, ...extra },
        token,
      ),
    next: (answer: Answer, interactionId: string, input: Record<string, unknown> = {}) =>
      post('/v1/flow/next', {
        executionId: answer.executionId,
        stepId: answer.stepId,
        interactionId,
        version: 1,
        input,
      }),
    /** A next call from a link or redirect that carries `descope-login-flow={id}_{step}`. */
    resume: (url: string, input: Record<string, unknown>) => {
      const [executionId, stepId] = (
        new URL(url).searchParams.get('descope-login-flow') ?? ''
      ).split('_');
      return post('/v1/flow/next', { executionId, stepId, interactionId: '', version: 1, input });
    },
  };
}

export function expectScreen(answer: Answer, screenId: string) {
  expect(answer.status, JSON.stringify(answer)).toBe('running');
  expect(answer.action).toBe('screen');
  expect(answer.screen?.id).toBe(screenId);
  return (answer.screen?.state ?? {}) as {
    form?: Record<string, unknown>;
    errorText?: string;
    totp?: { provisionUrl: string; image: string; key: string };
    lastAuth?: Record<string, unknown>;
  };
}

/** A completed answer whose tokens verify with the project's JWKS and name `loginId`. */
export async function expectCompleted(
  emulator: Emulator,
  answer: Answer,
  loginId: string,
  authMethod: string,
) {
  expect(answer.status, JSON.stringify(answer)).toBe('completed');
  expect(answer.lastAuth).toMatchObject({ authMethod, loginId });
  const authInfo = answer.authInfo;
  if (!authInfo) throw new Error('no authInfo');
  const jwks = createRemoteJWKSet(new URL(`${emulator.url}/v2/keys/${emulator.projectId}`));
  const { payload } = await jwtVerify(authInfo.sessionJwt, jwks);
  expect(payload.drn).toBe('DS');
  expect(payload.sub).toBe(authInfo.user?.userId);
  expect(authInfo.user?.loginIds).toContain(loginId);
  return authInfo;
}
