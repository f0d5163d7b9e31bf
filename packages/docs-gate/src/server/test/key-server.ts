import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** A signing key of a test provider: its public JWK, and tokens signed with it. */
export interface TestKey {
  kid: string;
  jwk: JWK;
  /** A session token of `projectId` for 'U1', valid for an hour from `nowMs`. */
  token(projectId: string, nowMs: number): Promise<string>;
}

/** A fresh RS256 key named `kid`. */
export async function testKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    jwk,
    token: (projectId, nowMs) => {
      const iat = Math.floor(nowMs / 1000);
      return new SignJWT({ sub: 'U1' })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(projectId)
        .setIssuedAt(iat)
        .setExpirationTime(iat + 3600)
        .sign(privateKey);
    },
  };
}

/** What the stub answers: a key set, a status with nothing in it, or nothing ever. */
export type KeyAnswer = { keys: TestKey[] } | { status: number } | 'stall';

/**
 * A provider's key endpoint on 127.0.0.1 (a free port) that answers every GET with what the
 * test set last (`answer`), and counts the requests. `stop()` also drops stalled requests.
 */
export async function startKeyServer(initial: KeyAnswer) {
  const state = { answer: initial, requests: 0 };
  const server = createServer((_request, response) => {
    state.requests += 1;
    const { answer } = state;
    if (answer === 'stall') return;
    if ('status' in answer) {
      response.writeHead(answer.status).end();
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ keys: answer.keys.map((key) => key.jwk) }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Every request so far. */
    requests: () => state.requests,
    answer(next: KeyAnswer) {
      state.answer = next;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export type KeyServer = Awaited<ReturnType<typeof startKeyServer>>;
