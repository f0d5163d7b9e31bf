import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { InboxMessage } from '../state/types';
import { maskedAnswer } from './address';
import { deliver, linkWithToken } from './inbox';
import type { Intent } from './intent';
import { issueToken, throttleSends } from './one-time';

// Links sent by magic link, enchanted link and password reset: one use each, for 10 minutes.

const LINK_TTL_MS = 10 * 60_000;

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

/**
 * Send a one-use link for `intent`; returns the masked answer and the token. A decoy's link
 * is throttled, made and kept alike, and delivered to nobody.
 */
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
  if (!intent.decoy) {
    deliver(store, {
      channel: intent.channel,
      to: intent.address,
      loginId: intent.loginId,
      kind: options.messageKind,
      link: linkWithToken(base, token),
      token,
    });
  }
  return { masked: maskedAnswer(intent.channel, intent.address), token };
}
