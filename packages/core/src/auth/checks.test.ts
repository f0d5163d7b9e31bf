import { describe, expect, it } from 'vitest';
import { LOGIN_ID, newAuth } from '../test/auth';
import type { Auth } from './index';

// Callers in plain JavaScript can pass anything; the casts stand in for them.
const notString = 42 as unknown as string;

type Case = [label: string, call: (auth: Auth) => unknown, message: string];

const MUST_BE_STRING = (name: string) => `"${name}" must be a string`;
const NOT_EMPTY = (name: string) => `"${name}" must not be empty`;

const cases: Case[] = [
  [
    'otp.signIn.email loginId missing',
    (a) => a.otp.signIn.email(notString),
    MUST_BE_STRING('loginId'),
  ],
  ['otp.signIn.sms loginId empty', (a) => a.otp.signIn.sms(''), NOT_EMPTY('loginId')],
  [
    'otp.signIn.voice token',
    (a) => a.otp.signIn.voice(LOGIN_ID, {}, notString),
    MUST_BE_STRING('token'),
  ],
  ['otp.signUp.whatsapp loginId', (a) => a.otp.signUp.whatsapp(''), NOT_EMPTY('loginId')],
  ['otp.signUpOrIn.email loginId', (a) => a.otp.signUpOrIn.email(''), NOT_EMPTY('loginId')],
  ['otp.verify.email code empty', (a) => a.otp.verify.email(LOGIN_ID, ''), NOT_EMPTY('code')],
  [
    'otp.verify.sms code type',
    (a) => a.otp.verify.sms(LOGIN_ID, notString),
    MUST_BE_STRING('code'),
  ],
  [
    'otp.update.email invalid',
    (a) => a.otp.update.email(LOGIN_ID, 'alice@'),
    '"alice@" is not a valid email',
  ],
  ['otp.update.email empty', (a) => a.otp.update.email(LOGIN_ID, ''), NOT_EMPTY('email')],
  [
    'otp.update.email type',
    (a) => a.otp.update.email(LOGIN_ID, notString),
    MUST_BE_STRING('email'),
  ],
  [
    'otp.update.email token',
    (a) => a.otp.update.email(LOGIN_ID, 'a@b.co', notString),
    MUST_BE_STRING('token'),
  ],
  [
    'otp.update.phone.voice invalid',
    (a) => a.otp.update.phone.voice(LOGIN_ID, '+0123456'),
    '"+0123456" is not a valid phone number',
  ],
  [
    'otp.update.phone.sms too short',
    (a) => a.otp.update.phone.sms(LOGIN_ID, '+123'),
    '"+123" is not a valid phone number',
  ],
  ['otp.update.phone.sms empty', (a) => a.otp.update.phone.sms(LOGIN_ID, ''), NOT_EMPTY('phone')],
  ['magicLink.signIn.email loginId', (a) => a.magicLink.signIn.email(''), NOT_EMPTY('loginId')],
  [
    'magicLink.signIn.sms token',
    (a) => a.magicLink.signIn.sms(LOGIN_ID, 'u', {}, notString),
    MUST_BE_STRING('token'),
  ],
  [
    'magicLink.signUp.sms loginId',
    (a) => a.magicLink.signUp.sms(notString),
    MUST_BE_STRING('loginId'),
  ],
  [
    'magicLink.signUpOrIn.whatsapp loginId',
    (a) => a.magicLink.signUpOrIn.whatsapp(''),
    NOT_EMPTY('loginId'),
  ],
  ['magicLink.verify token empty', (a) => a.magicLink.verify(''), NOT_EMPTY('token')],
  [
    'magicLink.update.email invalid',
    (a) => a.magicLink.update.email(LOGIN_ID, 'no at sign'),
    '"no at sign" is not a valid email',
  ],
  [
    'magicLink.update.phone.whatsapp invalid',
    (a) => a.magicLink.update.phone.whatsapp(LOGIN_ID, '15555550100'),
    '"15555550100" is not a valid phone number',
  ],
  ['enchantedLink.signIn loginId', (a) => a.enchantedLink.signIn(''), NOT_EMPTY('loginId')],
  [
    'enchantedLink.signUp loginId',
    (a) => a.enchantedLink.signUp(notString),
    MUST_BE_STRING('loginId'),
  ],
  ['enchantedLink.signUpOrIn loginId', (a) => a.enchantedLink.signUpOrIn(''), NOT_EMPTY('loginId')],
  [
    'enchantedLink.verify token type',
    (a) => a.enchantedLink.verify(notString),
    MUST_BE_STRING('token'),
  ],
  [
    'enchantedLink.update.email invalid',
    (a) => a.enchantedLink.update.email(LOGIN_ID, 'a@b'),
    '"a@b" is not a valid email',
  ],
  [
    'enchantedLink.waitForSession pendingRef',
    (a) => a.enchantedLink.waitForSession(''),
    NOT_EMPTY('pendingRef'),
  ],
  ['notp.signIn loginId type', (a) => a.notp.signIn(notString), MUST_BE_STRING('loginId')],
  ['notp.signIn token', (a) => a.notp.signIn('', {}, notString), MUST_BE_STRING('token')],
  [
    'notp.waitForSession pendingRef',
    (a) => a.notp.waitForSession(notString),
    MUST_BE_STRING('pendingRef'),
  ],
  ['oauth.start token', (a) => a.oauth.start.google('u', {}, notString), MUST_BE_STRING('token')],
  ['oauth.exchange code', (a) => a.oauth.exchange(''), NOT_EMPTY('code')],
  ['saml.start tenant', (a) => a.saml.start(''), NOT_EMPTY('tenant')],
  [
    'saml.start token',
    (a) => a.saml.start('T1', undefined, undefined, notString),
    MUST_BE_STRING('token'),
  ],
  ['saml.exchange code', (a) => a.saml.exchange(notString), MUST_BE_STRING('code')],
  ['totp.signUp loginId', (a) => a.totp.signUp(''), NOT_EMPTY('loginId')],
  ['totp.verify code', (a) => a.totp.verify(LOGIN_ID, ''), NOT_EMPTY('code')],
  ['totp.update token', (a) => a.totp.update(LOGIN_ID, notString), MUST_BE_STRING('token')],
  [
    'webauthn.signUp.start origin',
    (a) => a.webauthn.signUp.start(LOGIN_ID, '', 'Alice'),
    NOT_EMPTY('origin'),
  ],
  [
    'webauthn.signUp.start name',
    (a) => a.webauthn.signUp.start(LOGIN_ID, 'https://o', ''),
    NOT_EMPTY('name'),
  ],
  [
    'webauthn.signUp.finish transactionId',
    (a) => a.webauthn.signUp.finish('', '{}'),
    NOT_EMPTY('transactionId'),
  ],
  [
    'webauthn.signIn.start loginId type',
    (a) => a.webauthn.signIn.start(notString, 'https://o'),
    MUST_BE_STRING('loginId'),
  ],
  [
    'webauthn.signIn.finish response',
    (a) => a.webauthn.signIn.finish('tx', ''),
    NOT_EMPTY('response'),
  ],
  [
    'webauthn.signUpOrIn.start loginId',
    (a) => a.webauthn.signUpOrIn.start('', 'https://o'),
    NOT_EMPTY('loginId'),
  ],
  [
    'webauthn.update.start token',
    (a) => a.webauthn.update.start(LOGIN_ID, 'https://o', ''),
    NOT_EMPTY('token'),
  ],
  ['password.signUp password', (a) => a.password.signUp(LOGIN_ID, ''), NOT_EMPTY('password')],
  [
    'password.signIn password type',
    (a) => a.password.signIn(LOGIN_ID, notString),
    MUST_BE_STRING('password'),
  ],
  ['password.sendReset loginId', (a) => a.password.sendReset(''), NOT_EMPTY('loginId')],
  ['password.update newPassword', (a) => a.password.update(LOGIN_ID, ''), NOT_EMPTY('newPassword')],
  [
    'password.update token',
    (a) => a.password.update(LOGIN_ID, 'n', notString),
    MUST_BE_STRING('token'),
  ],
  [
    'password.replace oldPassword',
    (a) => a.password.replace(LOGIN_ID, '', 'n'),
    NOT_EMPTY('oldPassword'),
  ],
  [
    'password.replace newPassword',
    (a) => a.password.replace(LOGIN_ID, 'o', ''),
    NOT_EMPTY('newPassword'),
  ],
  ['accessKey.exchange accessKey', (a) => a.accessKey.exchange(''), NOT_EMPTY('accessKey')],
  ['refresh token', (a) => a.refresh(notString), MUST_BE_STRING('token')],
  ['selectTenant tenantId', (a) => a.selectTenant(notString), MUST_BE_STRING('tenantId')],
  ['selectTenant token', (a) => a.selectTenant('T1', notString), MUST_BE_STRING('token')],
  ['logout token', (a) => a.logout(notString), MUST_BE_STRING('token')],
  ['logoutAll token', (a) => a.logoutAll(notString), MUST_BE_STRING('token')],
  ['me token', (a) => a.me(notString), MUST_BE_STRING('token')],
  ['history token', (a) => a.history(notString), MUST_BE_STRING('token')],
];

describe('input checks', () => {
  // A synchronous throw means the check ran before any request could be started.
  it.each(cases)('%s throws synchronously', (_, call, message) => {
    expect(() => call(newAuth())).toThrowError(new TypeError(message));
  });
});
