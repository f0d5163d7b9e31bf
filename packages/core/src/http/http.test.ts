import { HttpResponse, http as mswHttp } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { BASE_URL, capture, PROJECT_ID, server } from '../test/msw';
import { MAX_RETRY_AFTER_SECONDS } from './errors';
import { createHttp } from './http';
import { getJson, getText } from './static-host';

const schema = z.looseObject({ value: z.number() });
const client = (extra: Partial<Parameters<typeof createHttp>[0]> = {}) =>
  createHttp({ projectId: PROJECT_ID, baseUrl: BASE_URL, ...extra });

describe('createHttp', () => {
  it('sends the provider headers, the bearer and JSON only when there is a body', async () => {
    const posts = capture('post', '/v1/x', { value: 1 });
    const gets = capture('get', '/v1/y', { value: 2 });
    const http = client();
    await http.request('/v1/x', { schema, token: 'tok', query: { tenant: 'T1', skip: undefined } });
    await http.request('/v1/y', { method: 'GET', schema });

    const [post] = posts;
    expect(post?.headers).toMatchObject({
      authorization: `Bearer ${PROJECT_ID}:tok`,
      'x-descope-sdk-name': 'gatehouse-core',
      'x-descope-sdk-version': expect.stringMatching(/^\d+\.\d+\.\d+/),
      'x-descope-project-id': PROJECT_ID,
      'x-descope-sdk-session-id': expect.stringMatching(
        /^\d{4}-\d\d-\d\d-\d\d:\d\d:\d\d:\d{3}-\d{4}$/,
      ),
      'content-type': 'application/json',
    });
    expect(post?.query).toEqual({ tenant: 'T1' });
    expect(post?.body).toEqual({});
    expect(gets[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}`);
    expect(gets[0]?.headers['content-type']).toBeUndefined();
    expect(gets[0]?.body).toBeUndefined();
    expect(post?.headers['x-descope-sdk-session-id']).toBe(
      gets[0]?.headers['x-descope-sdk-session-id'],
    );
  });

  it('adds headers of one request only, and keeps the bearer its own', async () => {
    const seen = capture('post', '/v1/x', { value: 1 });
    const http = client();
    await http.request('/v1/x', {
      schema,
      token: 'tok',
      headers: { 'x-descope-widget-type': 'user-management-widget', authorization: 'forged' },
    });
    await http.request('/v1/x', { schema });
    expect(seen[0]?.headers).toMatchObject({
      'x-descope-widget-type': 'user-management-widget',
      authorization: `Bearer ${PROJECT_ID}:tok`,
    });
    expect(seen[1]?.headers['x-descope-widget-type']).toBeUndefined();
  });

  it('validates the response and resolves to its data', async () => {
    capture('post', '/v1/x', { value: 3, extra: 'kept' });
    const result = await client().request('/v1/x', { schema });
    expect(result).toEqual({ ok: true, data: { value: 3, extra: 'kept' } });
  });

  it('turns a response of the wrong shape into a schema error', async () => {
    capture('post', '/v1/x', { value: 'three' });
    const result = await client().request('/v1/x', { schema });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('schema');
      expect(result.error.code).toBe('E_SCHEMA');
      expect(result.error.message).toContain('value');
    }
  });

  it.each([
    [
      { errorCode: 'E1', errorDescription: 'Bad request', errorMessage: 'loginId missing' },
      'Bad request: loginId missing',
    ],
    [{ errorCode: 'E1', errorDescription: 'Bad request' }, 'Bad request'],
    [{ errorCode: 'E1', errorMessage: 'only detail' }, 'only detail'],
    [{}, '400 Bad Request'],
  ])('builds the error message from %j', async (body, message) => {
    capture('post', '/v1/x', body, { status: 400 });
    const result = await client().request('/v1/x', { schema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 400, message } });
  });

  it('uses the status line when the error body is not JSON', async () => {
    server.use(
      mswHttp.post(
        `${BASE_URL}/v1/x`,
        () => new HttpResponse('<html>gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const result = await client().request('/v1/x', { schema });
    expect(result).toMatchObject({
      ok: false,
      error: { message: '502 Bad Gateway', code: 'E_HTTP_502' },
    });
  });

  it('carries retryAfter seconds on 429, 0 when the header is missing', async () => {
    capture(
      'post',
      '/v1/x',
      { errorCode: 'E429', errorDescription: 'Too many requests' },
      {
        status: 429,
        headers: { 'retry-after': '7' },
      },
    );
    const first = await client().request('/v1/x', { schema });
    expect(first).toMatchObject({ ok: false, error: { status: 429, retryAfter: 7 } });

    capture('post', '/v1/x', {}, { status: 429 });
    const second = await client().request('/v1/x', { schema });
    expect(second).toMatchObject({ ok: false, error: { status: 429, retryAfter: 0 } });
  });

  it.each([
    [
      'a far-future date',
      new Date(Date.now() + 73 * 365 * 86_400_000).toUTCString(),
      MAX_RETRY_AFTER_SECONDS,
    ],
    ['a huge number of seconds', '99999999999', MAX_RETRY_AFTER_SECONDS],
    ['a date in the past', new Date(Date.now() - 60_000).toUTCString(), 0],
    ['a negative number', '-5', 0],
    ['a hexadecimal number', '0x10', 0],
    ['an exponent', '1e3', 0],
    ['Infinity', 'Infinity', 0],
    ['words', 'soon', 0],
  ])('reads a Retry-After of %s (%s) as %i seconds', async (_, header, seconds) => {
    capture('post', '/v1/x', {}, { status: 429, headers: { 'retry-after': header } });
    const result = await client().request('/v1/x', { schema });
    expect(result).toMatchObject({ ok: false, error: { status: 429, retryAfter: seconds } });
  });

  it('reads a Retry-After date within the maximum as the seconds until it', async () => {
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    capture('post', '/v1/x', {}, { status: 429, headers: { 'retry-after': inAMinute } });
    const result = await client().request('/v1/x', { schema });
    const { retryAfter } = (result as { error: { retryAfter: number } }).error;
    expect(retryAfter).toBeGreaterThan(55);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('turns a dead server into a network error value, never a rejection', async () => {
    server.use(mswHttp.post(`${BASE_URL}/v1/x`, () => HttpResponse.error()));
    const result = await client().request('/v1/x', { schema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', code: 'E_NETWORK' } });
  });

  it('turns a slow server into a timeout error', async () => {
    server.use(
      mswHttp.post(`${BASE_URL}/v1/x`, async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({ value: 1 });
      }),
    );
    const result = await client({ timeout: 20 }).request('/v1/x', { schema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout', code: 'E_TIMEOUT' } });
  });

  it('times out a server that sends its headers and then stalls the body', async () => {
    server.use(
      mswHttp.post(
        `${BASE_URL}/v1/x`,
        () =>
          new HttpResponse(
            new ReadableStream({
              start(controller) {
                // Half a JSON document, then nothing: the body never ends.
                controller.enqueue(new TextEncoder().encode('{"value":'));
              },
            }),
            { headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const result = await client({ timeout: 50 }).request('/v1/x', { schema });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout', code: 'E_TIMEOUT' } });
  });

  it('aborts, as a value, when the caller aborts mid-body', async () => {
    server.use(
      mswHttp.get(
        `${BASE_URL}/static.json`,
        () => new HttpResponse(new ReadableStream({ start() {} }), { status: 200 }),
      ),
    );
    const controller = new AbortController();
    const pending = getJson(client(), `${BASE_URL}/static.json`, controller.signal);
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ ok: false, error: { code: 'E_ABORTED' } });
  });

  it('reads a successful answer with the request reader, and an error answer as it is', async () => {
    capture('post', '/v1/list', { value: 7 });
    const read = vi.fn(async (response: Response) => (await response.text()).replace('7', '8'));
    expect(await client().request('/v1/list', { schema, read })).toEqual({
      ok: true,
      data: { value: 8 },
    });
    server.use(
      mswHttp.post(`${BASE_URL}/v1/list`, () =>
        HttpResponse.json({ errorCode: 'E1', errorDescription: 'no' }, { status: 500 }),
      ),
    );
    expect(await client().request('/v1/list', { schema, read })).toMatchObject({
      ok: false,
      error: { status: 500, code: 'E1' },
    });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gets static JSON with the client fetch and no API headers', async () => {
    const seen: Headers[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers);
      return globalThis.fetch(input, init);
    });
    server.use(
      mswHttp.get(`${BASE_URL}/pages/config.json`, () => HttpResponse.json({ flows: {} })),
      mswHttp.get(`${BASE_URL}/pages/missing.json`, () => new HttpResponse(null, { status: 404 })),
      mswHttp.get(`${BASE_URL}/pages/html.json`, () => new HttpResponse('<html>')),
    );
    const http = client({ fetch });
    expect(await getJson(http, `${BASE_URL}/pages/config.json`)).toEqual({
      ok: true,
      data: { flows: {} },
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen[0]?.get('authorization')).toBeNull();
    expect(seen[0]?.get('x-descope-sdk-name')).toBeNull();
    expect(await getJson(http, `${BASE_URL}/pages/missing.json`)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404 },
    });
    expect(await getJson(http, `${BASE_URL}/pages/html.json`)).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'E_SCHEMA' },
    });
  });

  it("gets static text (the provider's HTML) with no API headers, errors as getJson maps them", async () => {
    const seen: Headers[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers);
      return globalThis.fetch(input, init);
    });
    server.use(
      mswHttp.get(`${BASE_URL}/pages/root.html`, () =>
        HttpResponse.html('<descope-text>é</descope-text>'),
      ),
      mswHttp.get(`${BASE_URL}/pages/missing.html`, () => new HttpResponse(null, { status: 404 })),
    );
    const http = client({ fetch });
    expect(await getText(http, `${BASE_URL}/pages/root.html`)).toEqual({
      ok: true,
      data: '<descope-text>é</descope-text>',
    });
    expect(seen[0]?.get('authorization')).toBeNull();
    expect(await getText(http, `${BASE_URL}/pages/missing.html`)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404 },
    });
  });

  it('refuses a text document past its cap: by its declared length, or as its body passes it', async () => {
    let pulled = 0;
    server.use(
      mswHttp.get(
        `${BASE_URL}/pages/declared.html`,
        () => new HttpResponse('x'.repeat(50), { headers: { 'content-length': '50' } }),
      ),
      mswHttp.get(
        `${BASE_URL}/pages/endless.html`,
        () =>
          new HttpResponse(
            new ReadableStream({
              pull(controller) {
                pulled += 1;
                controller.enqueue(new TextEncoder().encode('y'.repeat(8)));
              },
            }),
          ),
      ),
    );
    const http = client();
    expect(await getText(http, `${BASE_URL}/pages/declared.html`, undefined, 10)).toMatchObject({
      ok: false,
      error: { kind: 'schema', code: 'E_TOO_LARGE' },
    });
    // An endless body is cut at the cap: the read stops, it does not wait for a deadline.
    expect(await getText(http, `${BASE_URL}/pages/endless.html`, undefined, 20)).toMatchObject({
      ok: false,
      error: { code: 'E_TOO_LARGE' },
    });
    expect(pulled).toBeLessThan(10);
    expect(await getText(http, `${BASE_URL}/pages/declared.html`, undefined, 50)).toEqual({
      ok: true,
      data: 'x'.repeat(50),
    });
  });

  it('tells result listeners about every call and the token it carried', async () => {
    capture('post', '/v1/x', { value: 1 });
    const http = client();
    const seen: string[] = [];
    const stop = http.onResult((path, result, request) =>
      seen.push(`${path}:${result.ok}:${request.token}`),
    );
    await http.request('/v1/x', { schema, token: 'tok' });
    stop();
    await http.request('/v1/x', { schema });
    expect(seen).toEqual(['/v1/x:true:tok']);
  });

  it('keeps a base URL path prefix', async () => {
    const seen = capture('post', '/prefix/v1/x', { value: 1 });
    await client({ baseUrl: `${BASE_URL}/prefix/` }).request('/v1/x', { schema });
    expect(seen).toHaveLength(1);
  });
});
