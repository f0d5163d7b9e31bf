import { describe, expect, it } from 'vitest';
import { type EndpointCase, LOGIN_ID, newAuth, REFRESH, testEndpoints } from '../test/auth';
import { capture } from '../test/msw';
import { OTP_METHODS, OTP_PHONE_METHODS } from './constants';

/** What a delivery by `method` answers: the masked email, or the masked phone. */
const masked = (method: string) => (method === 'email' ? 'maskedEmail' : 'maskedPhone');

const USER = { name: 'Alice', email: LOGIN_ID, givenName: 'Alice', familyName: 'Liddell' };
const OPTIONS = { stepup: true, customClaims: { plan: 'pro' }, templateOptions: { app: 'Docs' } };

const perMethod: EndpointCase[] = OTP_METHODS.flatMap((m): EndpointCase[] => [
  {
    name: `otp.signIn.${m}`,
    path: `/v1/auth/otp/signin/${m}`,
    body: { loginId: LOGIN_ID, loginOptions: {} },
    reply: masked(m),
    call: (auth) => auth.otp.signIn[m](LOGIN_ID),
  },
  {
    name: `otp.signIn.${m} (step-up with options and provider id)`,
    path: `/v1/auth/otp/signin/${m}`,
    token: REFRESH,
    body: { loginId: LOGIN_ID, loginOptions: OPTIONS, providerId: 'twilio-1' },
    reply: masked(m),
    call: (auth) => auth.otp.signIn[m](LOGIN_ID, { ...OPTIONS, providerId: 'twilio-1' }, REFRESH),
  },
  {
    name: `otp.signUp.${m}`,
    path: `/v1/auth/otp/signup/${m}`,
    body: { loginId: LOGIN_ID, user: USER, loginOptions: { templateId: 'welcome' } },
    reply: masked(m),
    call: (auth) => auth.otp.signUp[m](LOGIN_ID, USER, { templateId: 'welcome' }),
  },
  {
    name: `otp.signUp.${m} (no user, no options)`,
    path: `/v1/auth/otp/signup/${m}`,
    body: { loginId: LOGIN_ID, loginOptions: {} },
    reply: masked(m),
    call: (auth) => auth.otp.signUp[m](LOGIN_ID),
  },
  {
    name: `otp.signUpOrIn.${m}`,
    path: `/v1/auth/otp/signup-in/${m}`,
    body: { loginId: LOGIN_ID, loginOptions: { customClaims: { a: 1 } } },
    reply: masked(m),
    call: (auth) => auth.otp.signUpOrIn[m](LOGIN_ID, { customClaims: { a: 1 } }),
  },
  {
    name: `otp.verify.${m}`,
    path: `/v1/auth/otp/verify/${m}`,
    body: { code: '123456', loginId: LOGIN_ID },
    reply: 'jwt',
    call: (auth) => auth.otp.verify[m](LOGIN_ID, '123456'),
  },
]);

const perPhoneMethod: EndpointCase[] = OTP_PHONE_METHODS.map((m) => ({
  name: `otp.update.phone.${m}`,
  path: `/v1/auth/otp/update/phone/${m}`,
  token: REFRESH,
  body: { loginId: LOGIN_ID, phone: '+15555550100', addToLoginIDs: true, onMergeUseExisting: true },
  reply: 'maskedPhone',
  call: (auth) =>
    auth.otp.update.phone[m](LOGIN_ID, '+15555550100', REFRESH, {
      addToLoginIDs: true,
      onMergeUseExisting: true,
    }),
}));

describe('otp', () => {
  it('offers every delivery method, and voice but no email for phone updates', () => {
    const { otp } = newAuth();
    for (const group of [otp.signIn, otp.signUp, otp.signUpOrIn, otp.verify]) {
      expect(Object.keys(group)).toEqual(['sms', 'voice', 'whatsapp', 'email']);
    }
    expect(Object.keys(otp.update.phone)).toEqual(['sms', 'voice', 'whatsapp']);
  });

  it.each<[string, unknown]>([
    ['email', { ok: true }],
    ['email', { maskedPhone: '+1*******0100' }],
    ['email', { maskedEmail: 5 }],
    ['sms', { maskedEmail: 'a***@example.com' }],
    ['sms', { status: 'sent' }],
  ])('counts a %s code answered %j as no success (E_SCHEMA)', async (method, answer) => {
    capture('post', `/v1/auth/otp/signin/${method}`, answer);
    const sent = await newAuth().otp.signIn[method as 'email' | 'sms'](LOGIN_ID);
    expect(sent).toMatchObject({ ok: false, error: { kind: 'schema', code: 'E_SCHEMA' } });
  });

  testEndpoints([
    ...perMethod,
    ...perPhoneMethod,
    {
      name: 'otp.update.email',
      path: '/v1/auth/otp/update/email',
      token: REFRESH,
      body: {
        loginId: LOGIN_ID,
        email: 'new@example.com',
        addToLoginIDs: true,
        onMergeUseExisting: false,
        templateOptions: { app: 'Docs' },
      },
      reply: 'maskedEmail',
      call: (auth) =>
        auth.otp.update.email(LOGIN_ID, 'new@example.com', REFRESH, {
          addToLoginIDs: true,
          onMergeUseExisting: false,
          templateOptions: { app: 'Docs' },
        }),
    },
    {
      name: 'otp.update.email (no token, no options)',
      path: '/v1/auth/otp/update/email',
      body: { loginId: LOGIN_ID, email: 'new@example.com' },
      reply: 'maskedEmail',
      call: (auth) => auth.otp.update.email(LOGIN_ID, 'new@example.com'),
    },
  ]);
});
