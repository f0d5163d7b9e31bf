import { describe, expect, it } from 'vitest';
import { type EndpointCase, newAuth, REFRESH, testEndpoints } from '../test/auth';
import { OAUTH_PROVIDERS } from './constants';

const REDIRECT = 'https://docs.example/callback';

const perProvider: EndpointCase[] = OAUTH_PROVIDERS.map((provider) => ({
  name: `oauth.start.${provider}`,
  path: '/v1/auth/oauth/authorize',
  query: { provider, redirectURL: REDIRECT },
  token: REFRESH,
  body: { stepup: true },
  reply: 'url',
  call: (auth) => auth.oauth.start[provider](REDIRECT, { stepup: true }, REFRESH),
}));

describe('oauth', () => {
  it('has a start function per provider beside the generic one', () => {
    const { oauth } = newAuth();
    expect(typeof oauth.start).toBe('function');
    expect(Object.keys(oauth.start)).toEqual([...OAUTH_PROVIDERS]);
  });

  testEndpoints([
    ...perProvider,
    {
      name: 'oauth.start (generic, no redirect, no options)',
      path: '/v1/auth/oauth/authorize',
      query: { provider: 'okta-custom' },
      body: {},
      reply: 'url',
      call: (auth) => auth.oauth.start('okta-custom'),
    },
    {
      name: 'oauth.start (generic, login hint)',
      path: '/v1/auth/oauth/authorize',
      query: { provider: 'google', redirectURL: REDIRECT, loginHint: 'alice@example.com' },
      body: { customClaims: { a: 1 } },
      reply: 'url',
      call: (auth) =>
        auth.oauth.start(
          'google',
          REDIRECT,
          { customClaims: { a: 1 } },
          undefined,
          'alice@example.com',
        ),
    },
    {
      name: 'oauth.exchange',
      path: '/v1/auth/oauth/exchange',
      body: { code: 'code-1' },
      reply: 'jwt',
      call: (auth) => auth.oauth.exchange('code-1'),
    },
    {
      name: 'oauth.startNative',
      path: '/v1/auth/oauth/native/start',
      body: { provider: 'apple', loginOptions: { mfa: false }, implicit: true },
      reply: 'oneTap',
      call: (auth) => auth.oauth.startNative('apple', { mfa: false }, true),
    },
    {
      name: 'oauth.startNative (defaults)',
      path: '/v1/auth/oauth/native/start',
      body: { provider: 'google' },
      reply: 'oneTap',
      call: (auth) => auth.oauth.startNative('google'),
    },
    {
      name: 'oauth.finishNative',
      path: '/v1/auth/oauth/native/finish',
      body: {
        provider: 'apple',
        stateId: 'state',
        user: '{"name":{"firstName":"Alice"}}',
        code: 'c',
        idToken: 'id.token',
      },
      reply: 'jwt',
      call: (auth) =>
        auth.oauth.finishNative(
          'apple',
          'state',
          '{"name":{"firstName":"Alice"}}',
          'c',
          'id.token',
        ),
    },
    {
      name: 'oauth.oneTap.clientId',
      method: 'get',
      path: '/v1/auth/onetap/clientid/google',
      reply: 'clientId',
      call: (auth) => auth.oauth.oneTap.clientId('google'),
    },
    {
      name: 'oauth.oneTap.verify',
      path: '/v1/auth/onetap/idtoken/verify',
      body: { provider: 'google', idToken: 'id.token', nonce: 'n-1', loginOptions: { mfa: true } },
      reply: 'code',
      call: (auth) => auth.oauth.oneTap.verify('google', 'id.token', 'n-1', { mfa: true }),
    },
    {
      name: 'oauth.oneTap.exchange',
      path: '/v1/auth/onetap/idtoken/exchange',
      body: { provider: 'google', idToken: 'id.token', nonce: 'n-1' },
      reply: 'jwt',
      call: (auth) => auth.oauth.oneTap.exchange('google', 'id.token', 'n-1'),
    },
  ]);

  it('checks One Tap arguments before calling', () => {
    const { oauth } = newAuth();
    expect(() => oauth.oneTap.clientId('')).toThrowError(
      new TypeError('"provider" must not be empty'),
    );
    expect(() => oauth.oneTap.exchange('google', '')).toThrowError(
      new TypeError('"idToken" must not be empty'),
    );
    expect(() => oauth.oneTap.verify('google', 'id.token', 5 as unknown as string)).toThrowError(
      new TypeError('"nonce" must be a string'),
    );
  });
});
