import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ID, newAuth, REFRESH, REPLIES, testEndpoints } from '../test/auth';
import { capture, PROJECT_ID } from '../test/msw';

const URI = 'https://docs.example/verify';

describe('enchantedLink', () => {
  testEndpoints([
    {
      name: 'enchantedLink.signIn',
      path: '/v1/auth/enchantedlink/signin/email',
      token: REFRESH,
      body: { loginId: LOGIN_ID, URI, loginOptions: { stepup: true } },
      reply: 'enchanted',
      call: (auth) => auth.enchantedLink.signIn(LOGIN_ID, URI, { stepup: true }, REFRESH),
    },
    {
      name: 'enchantedLink.signIn (defaults)',
      path: '/v1/auth/enchantedlink/signin/email',
      body: { loginId: LOGIN_ID, loginOptions: {} },
      reply: 'enchanted',
      call: (auth) => auth.enchantedLink.signIn(LOGIN_ID),
    },
    {
      name: 'enchantedLink.signUp',
      path: '/v1/auth/enchantedlink/signup/email',
      body: {
        loginId: LOGIN_ID,
        URI,
        user: { name: 'Alice', middleName: 'P' },
        loginOptions: { templateId: 't1' },
        providerId: 'smtp-2',
      },
      reply: 'enchanted',
      call: (auth) =>
        auth.enchantedLink.signUp(
          LOGIN_ID,
          URI,
          { name: 'Alice', middleName: 'P' },
          { templateId: 't1', providerId: 'smtp-2' },
        ),
    },
    {
      name: 'enchantedLink.signUpOrIn',
      path: '/v1/auth/enchantedlink/signup-in/email',
      body: { loginId: LOGIN_ID, URI, loginOptions: { customClaims: { a: 1 } } },
      reply: 'enchanted',
      call: (auth) => auth.enchantedLink.signUpOrIn(LOGIN_ID, URI, { customClaims: { a: 1 } }),
    },
    {
      name: 'enchantedLink.verify',
      path: '/v1/auth/enchantedlink/verify',
      body: { token: 'link-token' },
      reply: 'any',
      call: (auth) => auth.enchantedLink.verify('link-token'),
    },
    {
      name: 'enchantedLink.update.email',
      path: '/v1/auth/enchantedlink/update/email',
      token: REFRESH,
      body: { loginId: LOGIN_ID, email: 'new@example.com', URI, addToLoginIDs: true },
      reply: 'enchanted',
      call: (auth) =>
        auth.enchantedLink.update.email(LOGIN_ID, 'new@example.com', URI, REFRESH, {
          addToLoginIDs: true,
        }),
    },
  ]);

  describe('waitForSession', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('polls the pending-session path with the reference until the session arrives', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const seen = capture('post', '/v1/auth/enchantedlink/pending-session', REPLIES.jwt.good);
      const waiting = newAuth().enchantedLink.waitForSession('ref-1');
      expect(seen).toHaveLength(0);

      await vi.advanceTimersByTimeAsync(1000);
      const result = await waiting;

      expect(result).toEqual({ ok: true, data: REPLIES.jwt.good });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.method).toBe('POST');
      expect(seen[0]?.headers.authorization).toBe(`Bearer ${PROJECT_ID}`);
      expect(seen[0]?.body).toEqual({ pendingRef: 'ref-1' });
    });
  });
});
