import { describe } from 'vitest';
import { LOGIN_ID, REFRESH, testEndpoints } from '../test/auth';

describe('password', () => {
  testEndpoints([
    {
      name: 'password.signUp',
      path: '/v1/auth/password/signup',
      body: {
        loginId: LOGIN_ID,
        password: 'Passw0rd!',
        user: { name: 'Alice' },
        loginOptions: { customClaims: { a: 1 } },
      },
      reply: 'jwt',
      call: (auth) =>
        auth.password.signUp(LOGIN_ID, 'Passw0rd!', { name: 'Alice' }, { customClaims: { a: 1 } }),
    },
    {
      name: 'password.signUp (no user, no options: loginOptions {})',
      path: '/v1/auth/password/signup',
      body: { loginId: LOGIN_ID, password: 'Passw0rd!', loginOptions: {} },
      reply: 'jwt',
      call: (auth) => auth.password.signUp(LOGIN_ID, 'Passw0rd!'),
    },
    {
      name: 'password.signIn',
      path: '/v1/auth/password/signin',
      body: { loginId: LOGIN_ID, password: 'Passw0rd!', loginOptions: { stepup: false } },
      reply: 'jwt',
      call: (auth) => auth.password.signIn(LOGIN_ID, 'Passw0rd!', { stepup: false }),
    },
    {
      name: 'password.sendReset',
      path: '/v1/auth/password/reset',
      body: {
        loginId: LOGIN_ID,
        redirectUrl: 'https://docs.example/reset',
        templateOptions: { app: 'Docs' },
      },
      reply: 'reset',
      call: (auth) =>
        auth.password.sendReset(LOGIN_ID, 'https://docs.example/reset', { app: 'Docs' }),
    },
    {
      name: 'password.sendReset (defaults)',
      path: '/v1/auth/password/reset',
      body: { loginId: LOGIN_ID },
      reply: 'reset',
      call: (auth) => auth.password.sendReset(LOGIN_ID),
    },
    {
      name: 'password.update',
      path: '/v1/auth/password/update',
      token: REFRESH,
      body: { loginId: LOGIN_ID, newPassword: 'N3w-Passw0rd!' },
      reply: 'any',
      call: (auth) => auth.password.update(LOGIN_ID, 'N3w-Passw0rd!', REFRESH),
    },
    {
      name: 'password.replace',
      path: '/v1/auth/password/replace',
      body: { loginId: LOGIN_ID, oldPassword: 'Passw0rd!', newPassword: 'N3w-Passw0rd!' },
      reply: 'jwt',
      call: (auth) => auth.password.replace(LOGIN_ID, 'Passw0rd!', 'N3w-Passw0rd!'),
    },
    {
      name: 'password.policy',
      method: 'get',
      path: '/v1/auth/password/policy',
      reply: 'policy',
      call: (auth) => auth.password.policy(),
    },
  ]);
});
