import { describe, expect, it } from 'vitest';
import { LOGIN_ID, newAuth, REFRESH } from '../test/auth';
import { capture } from '../test/msw';
import {
  assertion,
  attestation,
  b64,
  buf,
  CREATE_OPTIONS,
  GET_OPTIONS,
  useFakeCredentials,
} from '../test/webauthn';

// The SDK's passkey helpers run the whole ceremony: start (with the page origin), the
// browser's credential step, finish. The browser step is faked; the requests are real.

const ORIGIN = window.location.origin;
const JWT = { sessionJwt: 'S.JWT.X', refreshJwt: REFRESH };
const started = (options: string, create?: boolean) => ({
  transactionId: 'tx-1',
  options,
  ...(create !== undefined && { create }),
});
const sentCredential = (body: unknown) =>
  JSON.parse(String((body as { response: string }).response)) as Record<string, unknown>;

describe('webauthn run helpers', () => {
  const credentials = useFakeCredentials();

  it('signIn.run: start with the page origin, get, finish with the assertion', async () => {
    const start = capture('post', '/v1/auth/webauthn/signin/start', started(GET_OPTIONS));
    const finish = capture('post', '/v1/auth/webauthn/signin/finish', JWT);
    credentials.get.mockResolvedValue(assertion());

    const result = await newAuth().webauthn.signIn.run(LOGIN_ID, { mfa: true });

    expect(start[0]?.body).toEqual({
      loginId: LOGIN_ID,
      origin: ORIGIN,
      loginOptions: { mfa: true },
    });
    const publicKey = credentials.get.mock.calls[0]?.[0].publicKey;
    expect(new Uint8Array(publicKey.challenge)).toEqual(new Uint8Array(buf('challenge')));
    expect(finish[0]?.body).toMatchObject({ transactionId: 'tx-1' });
    expect(sentCredential(finish[0]?.body)).toMatchObject({
      id: 'cred',
      response: { authenticatorData: b64('ad'), signature: b64('sig'), userHandle: b64('U1') },
    });
    expect(result).toEqual({ ok: true, data: JWT });
  });

  it('signIn.run with an empty login id asks for any discoverable passkey', async () => {
    const start = capture('post', '/v1/auth/webauthn/signin/start', started(GET_OPTIONS));
    capture('post', '/v1/auth/webauthn/signin/finish', JWT);
    credentials.get.mockResolvedValue(assertion());
    expect((await newAuth().webauthn.signIn.run('')).ok).toBe(true);
    expect(start[0]?.body).toEqual({ loginId: '', origin: ORIGIN });
  });

  it('signUp.run: start with the name, create, finish with the attestation', async () => {
    const start = capture('post', '/v1/auth/webauthn/signup/start', started(CREATE_OPTIONS, true));
    const finish = capture('post', '/v1/auth/webauthn/signup/finish', JWT);
    credentials.create.mockResolvedValue(attestation());

    const result = await newAuth().webauthn.signUp.run(LOGIN_ID, 'Alice');

    expect(start[0]?.body).toEqual({ user: { loginId: LOGIN_ID, name: 'Alice' }, origin: ORIGIN });
    expect(credentials.get).not.toHaveBeenCalled();
    expect(sentCredential(finish[0]?.body)).toMatchObject({
      response: { attestationObject: b64('att') },
    });
    expect(result).toEqual({ ok: true, data: JWT });
  });

  it.each([
    [true, 'create', '/v1/auth/webauthn/signup/finish'],
    [false, 'get', '/v1/auth/webauthn/signin/finish'],
  ] as const)(
    'signUpOrIn.run: create=%s from the server picks %s and %s',
    async (create, used, finishPath) => {
      const start = capture(
        'post',
        '/v1/auth/webauthn/signup-in/start',
        started(create ? CREATE_OPTIONS : GET_OPTIONS, create),
      );
      const finish = capture('post', finishPath, JWT);
      credentials.create.mockResolvedValue(attestation());
      credentials.get.mockResolvedValue(assertion());

      const result = await newAuth().webauthn.signUpOrIn.run(LOGIN_ID);

      expect(start[0]?.body).toEqual({ loginId: LOGIN_ID, origin: ORIGIN });
      expect(credentials[used]).toHaveBeenCalledTimes(1);
      expect(credentials[used === 'create' ? 'get' : 'create']).not.toHaveBeenCalled();
      expect(finish).toHaveLength(1);
      expect(result).toEqual({ ok: true, data: JWT });
    },
  );

  it('update.run: adds a passkey with the refresh token', async () => {
    const start = capture('post', '/v1/auth/webauthn/update/start', started(CREATE_OPTIONS, true));
    const finish = capture('post', '/v1/auth/webauthn/update/finish', {});
    credentials.create.mockResolvedValue(attestation());
    expect(await newAuth().webauthn.update.run(LOGIN_ID, REFRESH)).toEqual({ ok: true, data: {} });
    expect(start[0]?.headers.authorization).toMatch(new RegExp(`:${REFRESH}$`));
    expect(finish).toHaveLength(1);
  });

  it.each([
    ['NotAllowedError', 'The operation either timed out or was not allowed.'],
    ['InvalidStateError', 'The authenticator already holds a credential for this user.'],
    ['SecurityError', 'The origin is not allowed.'],
  ])('a %s of the browser step is an error value, and nothing is finished', async (name, text) => {
    capture('post', '/v1/auth/webauthn/signup-in/start', started(CREATE_OPTIONS, true));
    const finish = capture('post', '/v1/auth/webauthn/signup/finish', JWT);
    credentials.create.mockRejectedValue(new DOMException(text, name));

    const result = await newAuth().webauthn.signUpOrIn.run(LOGIN_ID);

    expect(result).toEqual({ ok: false, error: { kind: 'webauthn', code: name, message: text } });
    expect(finish).toHaveLength(0);
  });

  it('a browser that returns no credential is a NotAllowedError value', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', started(GET_OPTIONS));
    credentials.get.mockResolvedValue(null);
    expect(await newAuth().webauthn.signIn.run(LOGIN_ID)).toMatchObject({
      ok: false,
      error: { kind: 'webauthn', code: 'NotAllowedError' },
    });
  });

  it('a failed start is returned as it is, before any browser step', async () => {
    capture(
      'post',
      '/v1/auth/webauthn/signin/start',
      { errorCode: 'E062108', errorDescription: 'User not found' },
      { status: 400 },
    );
    const result = await newAuth().webauthn.signIn.run(LOGIN_ID);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', code: 'E062108' } });
    expect(credentials.get).not.toHaveBeenCalled();
  });

  it('a failed finish is returned as it is', async () => {
    capture('post', '/v1/auth/webauthn/signin/start', started(GET_OPTIONS));
    capture(
      'post',
      '/v1/auth/webauthn/signin/finish',
      { errorCode: 'E062501', errorDescription: 'Passkey verification failed' },
      { status: 401 },
    );
    credentials.get.mockResolvedValue(assertion());
    expect(await newAuth().webauthn.signIn.run(LOGIN_ID)).toMatchObject({
      ok: false,
      error: { status: 401, code: 'E062501' },
    });
  });

  it('checks its arguments synchronously, as every SDK call does', () => {
    const { webauthn } = newAuth();
    expect(() => webauthn.signIn.run(5 as unknown as string)).toThrowError(
      new TypeError('"loginId" must be a string'),
    );
    expect(() => webauthn.signUp.run(LOGIN_ID, '')).toThrowError(
      new TypeError('"name" must not be empty'),
    );
    expect(() => webauthn.signUpOrIn.run('')).toThrowError(
      new TypeError('"loginId" must not be empty'),
    );
    expect(() => webauthn.update.run(LOGIN_ID, '')).toThrowError(
      new TypeError('"token" must not be empty'),
    );
  });
});

describe('webauthn run helpers without WebAuthn', () => {
  it('resolve to a NotSupportedError value, with no request made', async () => {
    // No navigator.credentials here (happy-dom has none): nothing may be sent.
    const result = await newAuth().webauthn.signIn.run(LOGIN_ID);
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'webauthn', code: 'NotSupportedError' },
    });
  });
});
