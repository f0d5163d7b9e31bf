import { describe, expect, it } from 'vitest';
import { webauthnOf } from '../auth/of';
import { FlowResponse } from '../schemas/flow';
import { fakeJwt } from '../test/jwt';
import { capture, PROJECT_ID } from '../test/msw';
import { pageClient } from '../test/session';
import { asSignedInUser } from './as-user';

const start = (client: ReturnType<typeof asSignedInUser>, token?: string) =>
  client.http.request('/v1/flow/start', {
    body: { flowId: 'update-name' },
    schema: FlowResponse,
    ...(token && { token }),
  });

describe('asSignedInUser', () => {
  it("sends the signed-in user's refresh token as the bearer of the flow's calls", async () => {
    const { client, refresh } = pageClient(true);
    const calls = capture('post', '/v1/flow/start', { executionId: 'E1', status: 'running' });
    const user = asSignedInUser(client);
    await start(user);
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}:${refresh}`);
    // A call that names its own token keeps it.
    await start(user, 'other');
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}:other`);
    // An auth group over it sends the same bearer (the passkey calls of add-passkey).
    const passkey = capture('post', '/v1/auth/webauthn/signup/start', {
      transactionId: 'T1',
      options: '{}',
      create: true,
    });
    await webauthnOf(user).signUp.start('ada@example.com', 'http://localhost', 'Ada');
    expect(passkey[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}:${refresh}`);
  });

  it('sends no token without a session', async () => {
    const { client } = pageClient(false);
    const calls = capture('post', '/v1/flow/start', { executionId: 'E1', status: 'running' });
    await start(asSignedInUser(client));
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}`);
  });

  it("lets the page's session adopt the tokens a completed flow hands over", async () => {
    const { client } = pageClient(true);
    const sessionJwt = fakeJwt({ name: 'Ada King' });
    capture('post', '/v1/flow/start', {
      executionId: 'E1',
      status: 'completed',
      authInfo: { sessionJwt, refreshJwt: fakeJwt({}, { drn: 'DSR' }) },
    });
    await start(asSignedInUser(client));
    expect(client.session.getSessionToken()).toBe(sessionJwt);
  });
});
