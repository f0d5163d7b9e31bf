import { type HttpHandler, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { fakeJwt } from './jwt';

export const BASE_URL = 'http://gatehouse.test';
export const user = { userId: 'U1', loginIds: ['ada@example.com'], name: 'Ada' };

export const server = setupServer();

let projects = 0;
/** A project id per test: the session's BroadcastChannel is named after it. */
export const projectId = () => `Preact${++projects}`;

/** Every request that reaches the network layer, handled or not, as `METHOD /path`. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

/** The provider's endpoints: refresh answers fresh tokens (with `claims`) and the user. */
export function answerAuth(claims: Record<string, unknown> = {}, refreshStatus = 200): void {
  const handlers: HttpHandler[] = [
    http.post(`${BASE_URL}/v1/auth/refresh`, () =>
      refreshStatus === 200
        ? HttpResponse.json({
            sessionJwt: fakeJwt(claims),
            refreshJwt: fakeJwt({}, { drn: 'DSR', ttlSeconds: 86400 }),
            user,
          })
        : HttpResponse.json(
            { errorCode: 'E061001', errorDescription: 'Unauthorized' },
            { status: refreshStatus },
          ),
    ),
    http.get(`${BASE_URL}/v1/auth/me`, () => HttpResponse.json(user)),
    http.post(`${BASE_URL}/v1/auth/logout`, () => HttpResponse.json({})),
  ];
  server.use(...handlers);
}
