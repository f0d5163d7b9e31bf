import { decodeJwt } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { GOOGLE_ACCOUNTS } from '../federation/google-accounts';
import { Codes } from '../http/errors';
import { useEmulator } from '../test/emulator';
import { GOOGLE_CLIENT_ID, mintIdToken, NEW_ACCOUNT } from '../test/google';
import { rawRequest } from '../test/raw-request';

const emulator = useEmulator();

describe('the stand-in for Google sign-in', () => {
  beforeEach(() => emulator.reset());

  it('serves its client script as JavaScript, with its accounts as data', async () => {
    const response = await fetch(`${emulator.url}/emulator/gsi/client`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const source = await response.text();
    expect(source).toContain('google.accounts.id = {');
    for (const account of GOOGLE_ACCOUNTS) expect(source).toContain(`"email":"${account.email}"`);
    expect(source).not.toContain('__ACCOUNTS__');
    expect(source).not.toMatch(/innerHTML|insertAdjacentHTML|outerHTML/);
    // It parses as a script.
    expect(() => new Function(source)).not.toThrow();
  });

  it('mints an id token for a known client id and account, with the nonce', async () => {
    const { status, body } = await mintIdToken(emulator, { nonce: 'n-1' });
    expect(status, JSON.stringify(body)).toBe(200);
    const claims = decodeJwt(String(body.credential));
    expect(claims).toMatchObject({
      iss: `${emulator.url}/emulator/gsi`,
      aud: GOOGLE_CLIENT_ID,
      sub: NEW_ACCOUNT.sub,
      email: NEW_ACCOUNT.email,
      email_verified: true,
      nonce: 'n-1',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('mints only for a client id the project gave out and an account it offers', async () => {
    const client = await mintIdToken(emulator, { clientId: 'someone-elses-app' });
    expect(client).toMatchObject({ status: 400, body: { errorCode: Codes.badRequest } });
    const account = await mintIdToken(emulator, { account: '999' });
    expect(account).toMatchObject({ status: 400, body: { errorCode: Codes.badRequest } });
    const long = await mintIdToken(emulator, { nonce: 'n'.repeat(257) });
    expect(long.status).toBe(400);
  });

  it('is the development API: a foreign origin, a foreign host or a form post is refused', async () => {
    const foreign = await mintIdToken(emulator, {}, { origin: 'https://evil.example' });
    expect(foreign).toMatchObject({ status: 403, body: { errorCode: Codes.forbidden } });
    const local = await mintIdToken(emulator, {}, { origin: 'http://localhost:5174' });
    expect(local.status).toBe(200);

    const body = JSON.stringify({ clientId: GOOGLE_CLIENT_ID, account: NEW_ACCOUNT.sub });
    const rebound = await rawRequest(`${emulator.url}/emulator/v1/gsi/id-token`, {
      method: 'POST',
      headers: { host: 'attacker.example', 'content-type': 'application/json' },
      body,
    });
    expect(rebound.status).toBe(403);
    const form = await rawRequest(`${emulator.url}/emulator/v1/gsi/id-token`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(form.status).toBe(415);
  });
});
