import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { DEMO_ADMIN } from '../../seed/demo';
import { findUserByLoginId } from '../../state/store';
import { DISABLED_USER } from '../../test/demo-users';
import { useEmulator } from '../../test/emulator';
import {
  EXISTING_ACCOUNT,
  forgeIdToken,
  GOOGLE_CLIENT_ID,
  idTokenFor,
  NEW_ACCOUNT,
} from '../../test/google';
import { rawPost } from '../../test/raw-request';

const emulator = useEmulator();
const NONCE = 'n-0123456789abcdef';

const exchange = (body: unknown) => emulator.call('/v1/auth/onetap/idtoken/exchange', { body });
const verify = (body: unknown) => emulator.call('/v1/auth/onetap/idtoken/verify', { body });

/** A refusal in the provider's error body, after which nobody was signed up or in. */
async function expectRefused(
  answer: Awaited<ReturnType<typeof exchange>>,
  status: number,
  code: string,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body).toMatchObject({ errorCode: code, errorDescription: expect.any(String) });
  expect(answer.body).not.toHaveProperty('sessionJwt');
  expect(findUserByLoginId(emulator.store.data, NEW_ACCOUNT.email)).toBeUndefined();
  expect(signIns()).toBe(signInsBefore);
}

const signIns = () => emulator.store.data.audits.filter((a) => a.action === 'LoginSucceed').length;
let signInsBefore = 0;

describe('one tap', () => {
  beforeEach(async () => {
    await emulator.reset();
    signInsBefore = signIns();
  });

  it('answers the client id of a provider of the project', async () => {
    const answer = await emulator.call('/v1/auth/onetap/clientid/google');
    expect(answer).toMatchObject({ status: 200, body: { clientId: GOOGLE_CLIENT_ID } });
    const unknown = await emulator.call('/v1/auth/onetap/clientid/myspace');
    expect(unknown).toMatchObject({ status: 400, body: { errorCode: Codes.badRequest } });
    expect(String(unknown.body.errorMessage)).toContain('Unknown OAuth provider');
  });

  it('is project-authorised like every auth route', async () => {
    const response = await fetch(`${emulator.url}/v1/auth/onetap/clientid/google`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: Codes.unauthorized });
  });

  it('exchanges a verified id token: signs up a new account, then signs it in again', async () => {
    const first = await exchange({
      provider: 'google',
      idToken: await idTokenFor(emulator, NONCE),
      nonce: NONCE,
      loginOptions: {},
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({
      sessionJwt: expect.any(String),
      refreshJwt: expect.any(String),
      user: { email: NEW_ACCOUNT.email, name: NEW_ACCOUNT.name, verifiedEmail: true },
    });
    const user = findUserByLoginId(emulator.store.data, NEW_ACCOUNT.email);
    expect(user?.oauth).toEqual({ google: true });

    const again = await exchange({
      provider: 'google',
      idToken: await idTokenFor(emulator, 'n-2'),
      nonce: 'n-2',
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ user: { userId: user?.userId } });
    expect(emulator.store.data.users.filter((u) => u.email === NEW_ACCOUNT.email)).toHaveLength(1);
  });

  it('links an existing user by the verified email (the OAuth linking path)', async () => {
    const before = findUserByLoginId(emulator.store.data, EXISTING_ACCOUNT.email);
    expect(before?.oauth).toEqual({});
    const answer = await exchange({
      provider: 'google',
      idToken: await idTokenFor(emulator, NONCE, EXISTING_ACCOUNT.sub),
      nonce: NONCE,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ user: { userId: before?.userId } });
    expect(before?.oauth).toEqual({ google: true });
  });

  it('verifies a token into a one-time code that the OAuth exchange takes', async () => {
    const answer = await verify({
      provider: 'google',
      idToken: await idTokenFor(emulator, NONCE),
      nonce: NONCE,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const code = String(answer.body.code);
    expect(answer.body).not.toHaveProperty('sessionJwt');
    const exchanged = await emulator.call('/v1/auth/oauth/exchange', { body: { code } });
    expect(exchanged).toMatchObject({ status: 200, body: { user: { email: NEW_ACCOUNT.email } } });
    const again = await emulator.call('/v1/auth/oauth/exchange', { body: { code } });
    expect(again.status).toBe(401);
  });

  it('refuses a token issued for another nonce, or a nonce the token does not carry', async () => {
    const idToken = await idTokenFor(emulator, NONCE);
    await expectRefused(
      await exchange({ provider: 'google', idToken, nonce: 'another' }),
      401,
      Codes.unauthorized,
    );
    await expectRefused(await exchange({ provider: 'google', idToken }), 401, Codes.unauthorized);
    const withoutNonce = await forgeIdToken(emulator, { nonce: undefined });
    await expectRefused(
      await exchange({ provider: 'google', idToken: withoutNonce, nonce: NONCE }),
      401,
      Codes.unauthorized,
    );
    await expectRefused(
      await verify({ provider: 'google', idToken, nonce: 'another' }),
      401,
      Codes.unauthorized,
    );
  });

  it('refuses a token for another client id', async () => {
    const idToken = await forgeIdToken(emulator, { aud: 'someone-else', nonce: NONCE });
    const answer = await exchange({ provider: 'google', idToken, nonce: NONCE });
    await expectRefused(answer, 401, Codes.unauthorized);
    expect(String(answer.body.errorMessage)).toContain('aud');
    // The project's GitHub client id is a known one, but not Google's.
    const github = await forgeIdToken(emulator, { aud: 'gatehouse-emulator-github' });
    await expectRefused(
      await exchange({ provider: 'google', idToken: github }),
      401,
      Codes.unauthorized,
    );
  });

  it('refuses a token another key signed, or one changed after signing', async () => {
    const foreign = await forgeIdToken(emulator, { nonce: NONCE }, { foreignKey: true });
    const answer = await exchange({ provider: 'google', idToken: foreign, nonce: NONCE });
    await expectRefused(answer, 401, Codes.unauthorized);
    expect(String(answer.body.errorMessage)).toContain('signature');

    const [header, , signature] = (await idTokenFor(emulator, NONCE)).split('.');
    const payload = Buffer.from(
      JSON.stringify({ ...(await forgeClaims()), email: DEMO_ADMIN.loginId }),
    ).toString('base64url');
    const tampered = `${header}.${payload}.${signature}`;
    await expectRefused(
      await exchange({ provider: 'google', idToken: tampered, nonce: NONCE }),
      401,
      Codes.unauthorized,
    );
  });

  it('refuses an expired token, by the emulator clock', async () => {
    const idToken = await idTokenFor(emulator, NONCE);
    emulator.store.data.clockOffsetMs = 3601 * 1000;
    await expectRefused(
      await exchange({ provider: 'google', idToken, nonce: NONCE }),
      401,
      Codes.tokenExpired,
    );
  });

  it('refuses a token of another issuer, or whose email Google did not verify', async () => {
    const issuer = await forgeIdToken(emulator, { iss: 'https://accounts.google.com' });
    await expectRefused(
      await exchange({ provider: 'google', idToken: issuer }),
      401,
      Codes.unauthorized,
    );
    const unverified = await forgeIdToken(emulator, { email_verified: false });
    await expectRefused(
      await exchange({ provider: 'google', idToken: unverified }),
      401,
      Codes.unauthorized,
    );
  });

  it('refuses an unknown provider before looking at the token', async () => {
    const idToken = await idTokenFor(emulator, NONCE);
    const answer = await exchange({ provider: 'myspace', idToken, nonce: NONCE });
    await expectRefused(answer, 400, Codes.badRequest);
  });

  it('refuses a disabled user, with the rule every sign-in keeps', async () => {
    const idToken = await forgeIdToken(emulator, { email: DISABLED_USER });
    const answer = await exchange({ provider: 'google', idToken });
    expect(answer).toMatchObject({ status: 403, body: { errorCode: Codes.userDisabled } });
    const code = await verify({ provider: 'google', idToken });
    expect(code).toMatchObject({ status: 403, body: { errorCode: Codes.userDisabled } });
  });

  it.each([
    ['no body', undefined],
    ['no idToken', { provider: 'google' }],
    ['an empty idToken', { provider: 'google', idToken: '' }],
    ['no provider', { idToken: 'a.b.c' }],
    ['a number for idToken', { provider: 'google', idToken: 5 }],
    ['a number for nonce', { provider: 'google', idToken: 'a.b.c', nonce: 5 }],
    ['an idToken that is not a JWT', { provider: 'google', idToken: 'not-a-jwt' }],
  ])('answers 400 for a body with %s', async (_, body) => {
    for (const path of ['exchange', 'verify']) {
      const answer = await emulator.call(`/v1/auth/onetap/idtoken/${path}`, {
        method: 'POST',
        body: body ?? {},
      });
      await expectRefused(answer, 400, Codes.badRequest);
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await rawPost(emulator, '/v1/auth/onetap/idtoken/exchange', '{"provider":');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errorCode: Codes.badRequest });
  });
});

/** The claims the stand-in puts in a token for the new account (for a tampered payload). */
async function forgeClaims() {
  const token = await forgeIdToken(emulator, { nonce: NONCE });
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}
