import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, requestClient, withRequestClient } from './request-client';

// An app that answers with the address it would record, reached as @hono/node-server would
// reach it: the socket's address in `env.incoming`.
const app = new Hono()
  .use('*', withRequestClient)
  .get('/', (c) => c.json({ recorded: requestClient()?.ip, direct: clientAddress(c) }));

async function recorded(peer: string | undefined, forwarded?: string) {
  const headers = forwarded === undefined ? undefined : { 'x-forwarded-for': forwarded };
  const env = peer === undefined ? undefined : { incoming: { socket: { remoteAddress: peer } } };
  const response = await app.request('/', { headers }, env);
  const body = (await response.json()) as { recorded: string; direct: string };
  expect(body.recorded).toBe(body.direct);
  return body.recorded;
}

describe('the address a request is recorded from', () => {
  it('is the socket address of a caller from elsewhere, whatever it forwards', async () => {
    expect(await recorded('198.51.100.4')).toBe('198.51.100.4');
    expect(await recorded('198.51.100.4', '203.0.113.7')).toBe('198.51.100.4');
    expect(await recorded('::ffff:198.51.100.4', '10.0.0.1, 203.0.113.7')).toBe('198.51.100.4');
  });

  it('believes a local proxy, taking the right-most address that is not loopback', async () => {
    expect(await recorded('127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(await recorded('::1', '203.0.113.7, 198.51.100.4')).toBe('198.51.100.4');
    expect(await recorded('::ffff:127.0.0.1', '203.0.113.7, 127.0.0.1')).toBe('203.0.113.7');
  });

  it('ignores forwarded entries that are not addresses', async () => {
    expect(await recorded('127.0.0.1', '<script>, 203.0.113.7, not-an-ip')).toBe('203.0.113.7');
    expect(await recorded('127.0.0.1', 'x'.repeat(5000))).toBe('127.0.0.1');
    expect(await recorded('127.0.0.1', '')).toBe('127.0.0.1');
  });

  it('is loopback for a request handed over in process, without a socket', async () => {
    expect(await recorded(undefined)).toBe('127.0.0.1');
    expect(await recorded(undefined, '203.0.113.7')).toBe('203.0.113.7');
  });
});
