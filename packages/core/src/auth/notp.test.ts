import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceUntil, newAuth, REFRESH, REPLIES, testEndpoints } from '../test/auth';
import { capture, PROJECT_ID } from '../test/msw';

const PHONE = '+15555550100';

describe('notp', () => {
  testEndpoints([
    {
      name: 'notp.signUpOrIn',
      path: '/v1/auth/notp/whatsapp/signup-in',
      body: { loginId: PHONE, loginOptions: { locale: 'en' } },
      reply: 'pending',
      call: (auth) => auth.notp.signUpOrIn(PHONE, { locale: 'en' }),
    },
    {
      name: 'notp.signUpOrIn (no login id)',
      path: '/v1/auth/notp/whatsapp/signup-in',
      body: { loginOptions: {} },
      reply: 'pending',
      call: (auth) => auth.notp.signUpOrIn(),
    },
    {
      name: 'notp.signUp',
      path: '/v1/auth/notp/whatsapp/signup',
      body: { loginId: PHONE, user: { name: 'Alice' }, loginOptions: {}, providerId: 'wa-1' },
      reply: 'pending',
      call: (auth) => auth.notp.signUp(PHONE, { name: 'Alice' }, { providerId: 'wa-1' }),
    },
    {
      name: 'notp.signIn (empty login id, step-up)',
      path: '/v1/auth/notp/whatsapp/signin',
      token: REFRESH,
      body: { loginId: '', loginOptions: { stepup: true } },
      reply: 'pending',
      call: (auth) => auth.notp.signIn('', { stepup: true }, REFRESH),
    },
  ]);

  it('answers the WhatsApp link and QR image with the reference', async () => {
    const answer = { pendingRef: 'ref-9', redirectUrl: 'https://wa.me/1555?text=x', image: 'b64' };
    capture('post', '/v1/auth/notp/whatsapp/signin', answer);
    expect(await newAuth().notp.signIn()).toEqual({ ok: true, data: answer });
  });

  describe('waitForSession', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('keeps polling notp/pending-session through 401s until the session arrives', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const pending = capture(
        'post',
        '/v1/auth/notp/pending-session',
        { errorCode: 'E062503', errorDescription: 'Pending' },
        { status: 401 },
      );
      const waiting = newAuth().notp.waitForSession('ref-9', { pollingIntervalMs: 1000 });

      await advanceUntil(() => pending.length === 1);
      const done = capture('post', '/v1/auth/notp/pending-session', REPLIES.jwt.good);
      let finished = false;
      void waiting.then(() => {
        finished = true;
      });
      await advanceUntil(() => finished);
      const result = await waiting;

      expect(result).toEqual({ ok: true, data: REPLIES.jwt.good });
      for (const request of [...pending, ...done]) {
        expect(request.headers.authorization).toBe(`Bearer ${PROJECT_ID}`);
        expect(request.body).toEqual({ pendingRef: 'ref-9' });
      }
      expect(done).toHaveLength(1);
    });
  });
});
