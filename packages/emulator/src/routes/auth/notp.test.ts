import { beforeEach, describe, expect, it } from 'vitest';
import { Codes } from '../../http/errors';
import { PHONE_USER } from '../../test/demo-users';
import { useEmulator } from '../../test/emulator';
import { lastMessage } from '../../test/inbox';

const emulator = useEmulator();

beforeEach(() => emulator.reset());

const call = (path: string, body: Record<string, unknown>) =>
  emulator.call(`/v1/auth/notp/${path}`, { body });
const approve = (redirectUrl: string, query = '') => fetch(redirectUrl + query);

describe('notp (whatsapp)', () => {
  it('answers a pending ref, approval link and QR code; the page approves it', async () => {
    const sent = await call('whatsapp/signin', { loginId: PHONE_USER.loginId });
    expect(sent.status).toBe(200);
    const { pendingRef, redirectUrl, image } = sent.body as Record<
      'pendingRef' | 'redirectUrl' | 'image',
      string
    >;
    expect(redirectUrl).toBe(`${emulator.url}/emulator/notp/${pendingRef}`);
    expect(image).toMatch(/^data:image\/png;base64,/);
    expect((await lastMessage(emulator, PHONE_USER.loginId)).link).toBe(redirectUrl);

    const waiting = await call('pending-session', { pendingRef });
    expect(waiting).toMatchObject({ status: 401, body: { errorCode: Codes.pending } });

    const page = await approve(redirectUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await page.text()).toBe('Signed in. You can close this page.');

    const session = await call('pending-session', { pendingRef });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ loginIds: [PHONE_USER.loginId] });
    expect((await call('pending-session', { pendingRef })).status).toBe(401);
  });

  it('without a login id, the approval names the phone (?phone=) and signs it up', async () => {
    const sent = await call('whatsapp/signup-in', { loginId: '' });
    const { pendingRef, redirectUrl } = sent.body as Record<'pendingRef' | 'redirectUrl', string>;
    const missing = await approve(redirectUrl);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errorCode: Codes.badRequest });
    expect((await approve(redirectUrl, '?phone=%2B15557654321')).status).toBe(200);
    const session = await call('pending-session', { pendingRef });
    expect(session.body.user).toMatchObject({
      loginIds: ['+15557654321'],
      phone: '+15557654321',
      verifiedPhone: true,
    });
  });

  it('refuses unknown refs and unknown users', async () => {
    expect((await approve(`${emulator.url}/emulator/notp/made-up`)).status).toBe(401);
    expect((await call('whatsapp/signin', { loginId: 'nobody@example.com' })).status).toBe(401);
    expect((await call('pending-session', {})).status).toBe(400);
  });
});
