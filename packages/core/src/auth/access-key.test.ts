import { describe } from 'vitest';
import { testEndpoints } from '../test/auth';

describe('accessKey', () => {
  testEndpoints([
    {
      name: 'accessKey.exchange',
      path: '/v1/auth/accesskey/exchange',
      token: 'K2key:secret',
      body: {},
      reply: 'jwt',
      call: (auth) => auth.accessKey.exchange('K2key:secret'),
    },
    {
      name: 'accessKey.exchange (login options)',
      path: '/v1/auth/accesskey/exchange',
      token: 'K2key:secret',
      body: { loginOptions: { customClaims: { scope: 'docs' } } },
      reply: 'jwt',
      call: (auth) => auth.accessKey.exchange('K2key:secret', { customClaims: { scope: 'docs' } }),
    },
  ]);
});
