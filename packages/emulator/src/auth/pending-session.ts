import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ApiError, Codes } from '../http/errors';
import { findUserById } from '../state/store';
import type { PendingRecord, UserRecord } from '../state/types';
import { type Intent, intentOf } from './intent';
import { dropToken, findToken, issueToken } from './one-time';
import { completeSignIn } from './sign-in';

// A sign-in approved on another device (enchanted link click, notp message): the asking
// device polls `pending-session` with a reference until the approval lands, then gets the
// session once.

const SESSION_TTL_MS = 10 * 60_000;

export const sessionKind = (flow: string) => `${flow}-session`;

/** Open a pending session for `intent`; returns the reference to poll and its record key. */
export function openPendingSession(c: Context<AppEnv>, flow: string, intent: Intent) {
  const { token, key } = issueToken(c.get('store'), {
    kind: sessionKind(flow),
    loginId: intent.loginId,
    ttlMs: SESSION_TTL_MS,
    data: { intent },
  });
  return { pendingRef: token, key };
}

export function approve(record: PendingRecord, user: UserRecord): void {
  record.approvedUserId = user.userId;
}

const notApproved = () =>
  new ApiError(401, Codes.pending, 'Pending session not approved', 'Keep polling');

/** 401 (pending) until approved; then the session, once (the reference is then unknown). */
export async function claimPendingSession(
  c: Context<AppEnv>,
  flow: string,
  pendingRef: string,
  amr: string[],
): Promise<Response> {
  const store = c.get('store');
  const record = findToken(store, sessionKind(flow), pendingRef);
  if (!record.approvedUserId) throw notApproved();
  dropToken(store, sessionKind(flow), pendingRef);
  const user = findUserById(store.data, record.approvedUserId);
  if (!user) throw notApproved();
  const intent = intentOf(record);
  return completeSignIn(c, user, { method: flow, amr, loginId: intent.loginId || undefined });
}
