import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

export const BASE_URL = 'http://gatehouse.test';
export const PROJECT_ID = 'P2test';

export const server = setupServer();

export interface Captured {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Answer `method path` with `reply` (JSON, status 200 unless given) and record every request
 * that reaches it, so a test can assert method, path, query, headers and body exactly.
 */
export function capture(
  method: 'get' | 'post',
  path: string,
  reply: unknown = {},
  init: { status?: number; headers?: Record<string, string> } = {},
): Captured[] {
  const seen: Captured[] = [];
  server.use(
    http[method](`${BASE_URL}${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      seen.push({
        method: request.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: Object.fromEntries(request.headers),
        body: text ? JSON.parse(text) : undefined,
      });
      return HttpResponse.json(reply as Record<string, unknown>, init);
    }),
  );
  return seen;
}
