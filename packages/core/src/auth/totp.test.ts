import { describe } from 'vitest';
import { LOGIN_ID, REFRESH, testEndpoints } from '../test/auth';

describe('totp', () => {
  testEndpoints([
    {
      name: 'totp.signUp',
      path: '/v1/auth/totp/signup',
      body: { loginId: LOGIN_ID, user: { name: 'Alice' } },
      reply: 'totp',
      call: (auth) => auth.totp.signUp(LOGIN_ID, { name: 'Alice' }),
    },
    {
      name: 'totp.verify',
      path: '/v1/auth/totp/verify',
      token: REFRESH,
      body: { loginId: LOGIN_ID, code: '123456', loginOptions: { stepup: true } },
      reply: 'jwt',
      call: (auth) => auth.totp.verify(LOGIN_ID, '123456', { stepup: true }, REFRESH),
    },
    {
      name: 'totp.verify (defaults)',
      path: '/v1/auth/totp/verify',
      body: { loginId: LOGIN_ID, code: '123456' },
      reply: 'jwt',
      call: (auth) => auth.totp.verify(LOGIN_ID, '123456'),
    },
    {
      name: 'totp.update',
      path: '/v1/auth/totp/update',
      token: REFRESH,
      body: { loginId: LOGIN_ID },
      reply: 'totp',
      call: (auth) => auth.totp.update(LOGIN_ID, REFRESH),
    },
  ]);
});
