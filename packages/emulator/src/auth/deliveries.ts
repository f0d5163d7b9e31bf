import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { InboxMessage } from '../state/types';
import { maskedAnswer } from './address';
import { deliver, linkWithToken } from './inbox';
import type { Intent } from './intent';
import { codeKey, issueCode, issueToken, throttleSends } from './one-time';

const CODE_TTL_MS = 3 * 60_000;
export const LINK_TTL_MS = 10 * 60_000;

/** The kind a sent code is stored under: one per flow, so codes of two flows never mix. */
export const OTP_KIND = 'otp';

/** Send a six-digit code for `intent`; answers `{maskedEmail}` or `{maskedPhone}`. */
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
  deliver(store, {
    channel: intent.channel,
    to: intent.address,
    loginId: intent.loginId,
    kind: 'otp',
    code,
  });
  return maskedAnswer(intent.channel, intent.address);
}

export interface LinkOptions {
  /** The pending kind the token is stored under ('magiclink', 'enchantedlink'). */
  kind: string;
  /** The inbox message kind ('magiclink', 'enchantedlink', 'password-reset'). */
  messageKind: InboxMessage['kind'];
  /** Where the link lands: the caller's URI, else a page of the emulator. */
  uri: string | undefined;
  fallbackPath: string;
  /** Extra data the redeemer needs (the enchanted link's pending session). */
  data?: Record<string, unknown>;
}

/** Send a one-use link for `intent`; returns the masked answer and the token. */
export function sendLink(c: Context<AppEnv>, intent: Intent, options: LinkOptions) {
  const store = c.get('store');
  throttleSends(store, intent.loginId);
  const { token } = issueToken(store, {
    kind: options.kind,
    loginId: intent.loginId,
    ttlMs: LINK_TTL_MS,
    data: { ...options.data, intent },
  });
  const base = options.uri || `${c.get('origin')}${options.fallbackPath}`;
  deliver(store, {
    channel: intent.channel,
    to: intent.address,
    loginId: intent.loginId,
    kind: options.messageKind,
    link: linkWithToken(base, token),
    token,
  });
  return { masked: maskedAnswer(intent.channel, intent.address), token };
}
