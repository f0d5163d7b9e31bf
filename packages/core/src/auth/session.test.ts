import { describe } from 'vitest';
import { REFRESH, testEndpoints } from '../test/auth';

describe('session calls', () => {
  testEndpoints([
    {
      name: 'refresh',
      path: '/v1/auth/refresh',
      token: REFRESH,
      body: {},
      reply: 'jwt',
      call: (auth) => auth.refresh(REFRESH),
    },
    {
      name: 'refresh (cookie, no token)',
      path: '/v1/auth/refresh',
      body: {},
      reply: 'jwt',
      call: (auth) => auth.refresh(),
    },
    {
      name: 'selectTenant',
      path: '/v1/auth/tenant/select',
      token: REFRESH,
      body: { tenant: 'T1' },
      reply: 'jwt',
      call: (auth) => auth.selectTenant('T1', REFRESH),
    },
    {
      name: 'logout',
      path: '/v1/auth/logout',
      token: REFRESH,
      body: {},
      reply: 'any',
      call: (auth) => auth.logout(REFRESH),
    },
    {
      name: 'logoutAll',
      path: '/v1/auth/logoutall',
      token: REFRESH,
      body: {},
      reply: 'any',
      call: (auth) => auth.logoutAll(REFRESH),
    },
    {
      name: 'me',
      method: 'get',
      path: '/v1/auth/me',
      token: REFRESH,
      reply: 'user',
      call: (auth) => auth.me(REFRESH),
    },
    {
      name: 'history',
      method: 'get',
      path: '/v1/auth/me/history',
      token: REFRESH,
      reply: 'history',
      call: (auth) => auth.history(REFRESH),
    },
  ]);
});
