import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import { ApiError, Codes, sendError } from './errors';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from './limits';
import { zodJson, zodQuery } from './validate';

// The route validators on their own, in an app without the request-limits middleware: what a
// handler receives, and the provider's error body for what it never receives.

const Body = z.object({ loginId: z.string(), name: z.string().optional() });

const app = new Hono<AppEnv>()
  .post('/body', zodJson(Body), (c) => c.json(c.req.valid('json')))
  .get('/query', zodQuery(z.object({ id: z.string().default('') })), (c) =>
    c.json(c.req.valid('query')),
  )
  .onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error);
    throw error;
  });

const post = (body: string, contentType = 'application/json') =>
  app.request('/body', { method: 'POST', headers: { 'content-type': contentType }, body });

describe('zodJson', () => {
  it('hands the handler the parsed, checked body', async () => {
    const answer = await post('{"loginId":"a@b.test","extra":1}');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ loginId: 'a@b.test' });
  });

  it('drops top-level nulls, so that null reads as absent', async () => {
    const answer = await post('{"loginId":"a@b.test","name":null}');
    expect(await answer.json()).toEqual({ loginId: 'a@b.test' });
    expect((await post('{"loginId":null}')).status).toBe(400);
  });

  it('reads an empty body as {} and JSON whatever the content type says', async () => {
    const empty = await post('  ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ errorMessage: expect.stringMatching(/loginId/) });
    const plain = await post('{"loginId":"a@b.test"}', 'text/plain');
    expect(await plain.json()).toEqual({ loginId: 'a@b.test' });
  });

  it('answers malformed JSON and wrong shapes with the provider error body', async () => {
    for (const body of ['{"loginId":', '[]', '{"loginId":5}']) {
      const answer = await post(body);
      expect(answer.status, body).toBe(400);
      expect(await answer.json()).toEqual({
        errorCode: Codes.badRequest,
        errorDescription: 'Request is invalid',
        errorMessage: expect.any(String),
      });
    }
  });

  it('keeps the body limits even where the request-limits middleware is not mounted', async () => {
    const deep = `{"loginId":"a","x":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    expect((await post(deep)).status).toBe(400);
    const big = `{"loginId":"${'x'.repeat(MAX_BODY_BYTES)}"}`;
    const answer = await post(big);
    expect(answer.status).toBe(413);
    expect(await answer.json()).toMatchObject({ errorCode: Codes.payloadTooLarge });
  });
});

describe('zodQuery', () => {
  it('checks the query, a repeated parameter by its first value', async () => {
    const answer = await app.request('/query?id=a&id=b');
    expect(await answer.json()).toEqual({ id: 'a' });
    expect(await (await app.request('/query')).json()).toEqual({ id: '' });
  });
});
