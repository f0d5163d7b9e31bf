import { describe, expect, it } from 'vitest';
import { createHttp } from '../http/http';
import { BASE_URL, capture, PROJECT_ID } from '../test/msw';
import { createFlowApi } from './api';

const api = () => createFlowApi(createHttp({ projectId: PROJECT_ID, baseUrl: BASE_URL }));
const ANSWER = { executionId: 'E1', stepId: '1', status: 'running', action: 'screen' };

describe('flow API (the provider SDK’s flow.start / flow.next)', () => {
  it('start sends the provider body and checks the answer', async () => {
    const seen = capture('post', '/v1/flow/start', ANSWER);
    const result = await api().start(
      'sign-in',
      { tenant: 'T1', client: { plan: 'pro' } },
      'c1',
      'submit',
      '1.0.0',
      { 'sign-in': 1 },
      { email: 'ada@example.com' },
    );
    expect(seen[0]?.body).toEqual({
      flowId: 'sign-in',
      options: { tenant: 'T1', client: { plan: 'pro' } },
      conditionInteractionId: 'c1',
      interactionId: 'submit',
      componentsVersion: '1.0.0',
      flowVersions: { 'sign-in': 1 },
      input: { email: 'ada@example.com' },
      isCustomScreen: false,
    });
    expect(seen[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}`);
    expect(result).toEqual({ ok: true, data: ANSWER });
  });

  it('next sends the provider body', async () => {
    const seen = capture('post', '/v1/flow/next', ANSWER);
    await api().next('E1', '2', 'verify', 1, '1.0.0', { code: '123456' });
    expect(seen[0]?.body).toEqual({
      executionId: 'E1',
      stepId: '2',
      interactionId: 'verify',
      version: 1,
      componentsVersion: '1.0.0',
      input: { code: '123456' },
      isCustomScreen: false,
    });
  });

  it('an answer that is not a flow response is a schema error', async () => {
    capture('post', '/v1/flow/next', { stepId: '1' });
    expect(await api().next('E1', '1', 'submit')).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'E_SCHEMA' },
    });
  });

  it.each([
    ['flowId', () => api().start(''), '"flowId" must not be empty'],
    ['flowId', () => api().start(7 as unknown as string), '"flowId" must be a string'],
    [
      'interactionId',
      () => api().start('f', {}, undefined, 5 as unknown as string),
      '"interactionId" must be a string',
    ],
    ['executionId', () => api().next('', '1', 'submit'), '"executionId" must not be empty'],
    [
      'executionId',
      () => api().next(undefined as unknown as string, '1', 'submit'),
      '"executionId" must be a string',
    ],
    ['stepId', () => api().next('E1', '', 'submit'), '"stepId" must not be empty'],
    [
      'stepId',
      () => api().next('E1', undefined as unknown as string, 'submit'),
      '"stepId" must be a string',
    ],
    ['interactionId', () => api().next('E1', '1', ''), '"interactionId" must not be empty'],
    [
      'interactionId',
      () => api().next('E1', '1', null as unknown as string),
      '"interactionId" must be a string',
    ],
  ])('checks %s before any request (spec 001 §5)', (_, call, message) => {
    const seen = capture('post', '/v1/flow/start', ANSWER);
    expect(call).toThrowError(new TypeError(message));
    expect(seen).toHaveLength(0);
  });

  it('a start may leave its interaction out, or send it empty', async () => {
    const seen = capture('post', '/v1/flow/start', ANSWER);
    expect((await api().start('f')).ok).toBe(true);
    expect((await api().start('f', {}, undefined, '')).ok).toBe(true);
    expect(
      seen.map((request) => (request.body as { interactionId?: string }).interactionId),
    ).toEqual([undefined, '']);
  });
});
