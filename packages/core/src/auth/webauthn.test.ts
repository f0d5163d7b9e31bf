import { describe } from 'vitest';
import { LOGIN_ID, REFRESH, testEndpoints } from '../test/auth';

const ORIGIN = 'https://docs.example';
const PASSKEY = { authenticatorAttachment: 'platform' };
const CREDENTIAL = '{"id":"cred"}';

describe('webauthn', () => {
  testEndpoints([
    {
      name: 'webauthn.signUp.start',
      path: '/v1/auth/webauthn/signup/start',
      body: { user: { loginId: LOGIN_ID, name: 'Alice' }, origin: ORIGIN, passkeyOptions: PASSKEY },
      reply: 'webauthn',
      call: (auth) => auth.webauthn.signUp.start(LOGIN_ID, ORIGIN, 'Alice', PASSKEY),
    },
    {
      name: 'webauthn.signUp.finish',
      path: '/v1/auth/webauthn/signup/finish',
      body: { transactionId: 'tx-1', response: CREDENTIAL },
      reply: 'jwt',
      call: (auth) => auth.webauthn.signUp.finish('tx-1', CREDENTIAL),
    },
    {
      name: 'webauthn.signIn.start',
      path: '/v1/auth/webauthn/signin/start',
      token: REFRESH,
      body: {
        loginId: LOGIN_ID,
        origin: ORIGIN,
        loginOptions: { mfa: true },
        passkeyOptions: PASSKEY,
      },
      reply: 'webauthn',
      call: (auth) => auth.webauthn.signIn.start(LOGIN_ID, ORIGIN, { mfa: true }, REFRESH, PASSKEY),
    },
    {
      name: 'webauthn.signIn.start (discoverable: empty login id)',
      path: '/v1/auth/webauthn/signin/start',
      body: { loginId: '', origin: ORIGIN },
      reply: 'webauthn',
      call: (auth) => auth.webauthn.signIn.start('', ORIGIN),
    },
    {
      name: 'webauthn.signIn.finish',
      path: '/v1/auth/webauthn/signin/finish',
      body: { transactionId: 'tx-2', response: CREDENTIAL },
      reply: 'jwt',
      call: (auth) => auth.webauthn.signIn.finish('tx-2', CREDENTIAL),
    },
    {
      name: 'webauthn.signUpOrIn.start',
      path: '/v1/auth/webauthn/signup-in/start',
      body: { loginId: LOGIN_ID, origin: ORIGIN },
      reply: 'webauthn',
      call: (auth) => auth.webauthn.signUpOrIn.start(LOGIN_ID, ORIGIN),
    },
    {
      name: 'webauthn.update.start',
      path: '/v1/auth/webauthn/update/start',
      token: REFRESH,
      body: { loginId: LOGIN_ID, origin: ORIGIN, passkeyOptions: PASSKEY },
      reply: 'webauthn',
      call: (auth) => auth.webauthn.update.start(LOGIN_ID, ORIGIN, REFRESH, PASSKEY),
    },
    {
      name: 'webauthn.update.finish',
      path: '/v1/auth/webauthn/update/finish',
      body: { transactionId: 'tx-3', response: CREDENTIAL },
      reply: 'any',
      call: (auth) => auth.webauthn.update.finish('tx-3', CREDENTIAL),
    },
  ]);
});
