import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Store } from '../state/store';
import type { InboxMessage } from '../state/types';
import { admitLoginId } from './admission';
import { auditingFailure } from './failures';
import { type Fulfilled, fulfil, type Intent, intentOf } from './intent';
import { sendLink } from './links';
import { codeInvalid, findToken, takeToken } from './one-time';

// Magic links, for the magic link routes, password reset and the flows' link steps alike.

/** The pending kind of magic links; password reset links are magic links too. */
export const MAGIC_LINK_KIND = 'magiclink';
const FALLBACK_PATH = '/magiclink';
const METHOD = 'magiclink';

export interface MagicLinkOptions {
  /** Where the link lands; the emulator's own page when absent. */
  uri?: string;
  /** The pending kind (a flow's links have their own, so that only the flow spends them). */
  kind?: string;
  messageKind?: InboxMessage['kind'];
  /** What the redeemer checks (a flow's execution id). */
  data?: Record<string, unknown>;
}

/** Send a magic link for `intent`; the masked answer. */
export function sendMagicLink(c: Context<AppEnv>, intent: Intent, options: MagicLinkOptions = {}) {
  return sendLink(c, intent, {
    kind: options.kind ?? MAGIC_LINK_KIND,
    messageKind: options.messageKind ?? 'magiclink',
    uri: options.uri,
    fallbackPath: FALLBACK_PATH,
    data: options.data,
  }).masked;
}

export interface LinkCheck {
  kind?: string;
  /** The login id the caller expects, when it knows one (for the audit of a refusal). */
  loginId?: string;
  /** A flow's link works for the execution that sent it only. */
  executionId?: string;
}

/**
 * Check a magic link's token and carry out what it was sent for. A disabled user is refused
 * before the link is spent; otherwise the link works once. Every refusal is audited.
 */
export async function verifyMagicLink(
  store: Store,
  token: string,
  check: LinkCheck = {},
): Promise<Fulfilled> {
  const kind = check.kind ?? MAGIC_LINK_KIND;
  const record = await auditingFailure(store, check.loginId ?? '', METHOD, () => {
    const found = findToken(store, kind, token);
    if (check.executionId !== undefined && found.data.executionId !== check.executionId) {
      throw codeInvalid('The link belongs to another sign-in');
    }
    return found;
  });
  const intent = intentOf(record);
  admitLoginId(store, intent.loginId, METHOD);
  takeToken(store, kind, token);
  return auditingFailure(store, intent.loginId, METHOD, () => fulfil(store, intent));
}
