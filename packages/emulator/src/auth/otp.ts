import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Store } from '../state/store';
import { type Channel, maskedAnswer } from './address';
import { admitLoginId } from './admission';
import { auditingFailure } from './failures';
import { deliver } from './inbox';
import { type Fulfilled, fulfil, type Intent, intentOf } from './intent';
import { codeKey, issueCode, redeemCode, throttleSends } from './one-time';

// One-time codes, for the OTP routes and the flows' code steps alike: a send stores what the
// code will do (an intent), a verify checks the code and carries it out.

const CODE_TTL_MS = 3 * 60_000;
const METHOD = 'otp';

/** The kind a sent code is stored under: one per flow, so codes of two flows never mix. */
export const OTP_KIND = 'otp';

/** Where a sent code waits: its channel and login id (with OTP_KIND, its pending key). */
export interface SentCode {
  channel: Channel;
  loginId: string;
}

/**
 * Send a six-digit code for `intent`; answers `{maskedEmail}` or `{maskedPhone}`. A decoy's
 * code is throttled, made and kept (hashed) alike, and delivered to nobody.
 */
export function sendCode(c: Context<AppEnv>, intent: Intent) {
  const store = c.get('store');
  throttleSends(store, intent.loginId);
  const key = codeKey(OTP_KIND, intent.channel, intent.loginId);
  const code = issueCode(store, key, {
    kind: OTP_KIND,
    loginId: intent.loginId,
    ttlMs: CODE_TTL_MS,
    data: { intent },
  });
  if (!intent.decoy) {
    deliver(store, {
      channel: intent.channel,
      to: intent.address,
      loginId: intent.loginId,
      kind: 'otp',
      code,
    });
  }
  return maskedAnswer(intent.channel, intent.address);
}

/**
 * Check the code sent for `sent` and carry out what it was sent for (sign in, sign up, or
 * an address change). A disabled user is refused before the code is looked at; a wrong code
 * counts against the login id (see `redeemCode`); every refusal is audited.
 */
export async function verifyCode(store: Store, sent: SentCode, code: string): Promise<Fulfilled> {
  admitLoginId(store, sent.loginId, METHOD);
  return auditingFailure(store, sent.loginId, METHOD, async () => {
    const record = await redeemCode(store, codeKey(OTP_KIND, sent.channel, sent.loginId), code);
    return fulfil(store, intentOf(record));
  });
}
