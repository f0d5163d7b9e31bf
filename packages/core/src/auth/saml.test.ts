import { describe } from 'vitest';
import { REFRESH, testEndpoints } from '../test/auth';

describe('saml', () => {
  testEndpoints([
    {
      name: 'saml.start',
      path: '/v1/auth/saml/authorize',
      query: { tenant: 'T1', redirectURL: 'https://docs.example/sso' },
      token: REFRESH,
      body: { mfa: true },
      reply: 'url',
      call: (auth) => auth.saml.start('T1', 'https://docs.example/sso', { mfa: true }, REFRESH),
    },
    {
      name: 'saml.start (email, no redirect, no options)',
      path: '/v1/auth/saml/authorize',
      query: { tenant: 'alice@corp.example' },
      body: {},
      reply: 'url',
      call: (auth) => auth.saml.start('alice@corp.example'),
    },
    {
      name: 'saml.exchange',
      path: '/v1/auth/saml/exchange',
      body: { code: 'code-1' },
      reply: 'jwt',
      call: (auth) => auth.saml.exchange('code-1'),
    },
  ]);
});
