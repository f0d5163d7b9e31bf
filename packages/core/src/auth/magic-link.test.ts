import { describe, expect, it } from 'vitest';
import { type EndpointCase, LOGIN_ID, newAuth, REFRESH, testEndpoints } from '../test/auth';
import { LINK_METHODS, LINK_PHONE_METHODS } from './constants';

/** What a delivery by `method` answers: the masked email, or the masked phone. */
const masked = (method: string) => (method === 'email' ? 'maskedEmail' : 'maskedPhone');

const URI = 'https://docs.example/verify';
const USER = { name: 'Alice', phone: '+15555550100' };

const perMethod: EndpointCase[] = LINK_METHODS.flatMap((m): EndpointCase[] => [
  {
    name: `magicLink.signIn.${m}`,
    path: `/v1/auth/magiclink/signin/${m}`,
    body: { loginId: LOGIN_ID, URI, loginOptions: {} },
    reply: masked(m),
    call: (auth) => auth.magicLink.signIn[m](LOGIN_ID, URI),
  },
  {
    name: `magicLink.signIn.${m} (mfa with token and provider id)`,
    path: `/v1/auth/magiclink/signin/${m}`,
    token: REFRESH,
    body: { loginId: LOGIN_ID, URI, loginOptions: { mfa: true }, providerId: 'p1' },
    reply: masked(m),
    call: (auth) =>
      auth.magicLink.signIn[m](LOGIN_ID, URI, { mfa: true, providerId: 'p1' }, REFRESH),
  },
  {
    name: `magicLink.signUp.${m}`,
    path: `/v1/auth/magiclink/signup/${m}`,
    body: { loginId: LOGIN_ID, URI, user: USER, loginOptions: { locale: 'de' } },
    reply: masked(m),
    call: (auth) => auth.magicLink.signUp[m](LOGIN_ID, URI, USER, { locale: 'de' }),
  },
  {
    name: `magicLink.signUpOrIn.${m} (no URI)`,
    path: `/v1/auth/magiclink/signup-in/${m}`,
    body: { loginId: LOGIN_ID, loginOptions: {} },
    reply: masked(m),
    call: (auth) => auth.magicLink.signUpOrIn[m](LOGIN_ID),
  },
]);

const perPhoneMethod: EndpointCase[] = LINK_PHONE_METHODS.map((m) => ({
  name: `magicLink.update.phone.${m}`,
  path: `/v1/auth/magiclink/update/phone/${m}`,
  token: REFRESH,
  body: { loginId: LOGIN_ID, phone: '+15555550100', URI, addToLoginIDs: true },
  reply: 'maskedPhone',
  call: (auth) =>
    auth.magicLink.update.phone[m](LOGIN_ID, '+15555550100', URI, REFRESH, {
      addToLoginIDs: true,
    }),
}));

describe('magicLink', () => {
  it('has no voice delivery', () => {
    const { magicLink } = newAuth();
    for (const group of [magicLink.signIn, magicLink.signUp, magicLink.signUpOrIn]) {
      expect(Object.keys(group)).toEqual(['sms', 'whatsapp', 'email']);
    }
    expect(Object.keys(magicLink.update.phone)).toEqual(['sms', 'whatsapp']);
  });

  testEndpoints([
    ...perMethod,
    ...perPhoneMethod,
    {
      name: 'magicLink.verify',
      path: '/v1/auth/magiclink/verify',
      body: { token: 'link-token' },
      reply: 'jwt',
      call: (auth) => auth.magicLink.verify('link-token'),
    },
    {
      name: 'magicLink.update.email',
      path: '/v1/auth/magiclink/update/email',
      token: REFRESH,
      body: { loginId: LOGIN_ID, email: 'new@example.com', URI, onMergeUseExisting: true },
      reply: 'maskedEmail',
      call: (auth) =>
        auth.magicLink.update.email(LOGIN_ID, 'new@example.com', URI, REFRESH, {
          onMergeUseExisting: true,
        }),
    },
  ]);
});
