import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { ApiError, Codes } from '../http/errors';
import { findUserById, type Store } from '../state/store';
import type { PendingRecord, UserRecord } from '../state/types';
import { admit, admitLoginId } from './admission';
import { auditingFailure } from './failures';
import { fulfil, type Intent, intentOf } from './intent';
import { dropToken, findToken, issueToken } from './one-time';
import { completeSignIn } from './sign-in';

// A sign-in approved on another device (enchanted link click, notp message): the asking
// device polls with a reference (a REST `pending-session` call, or a flow's poll step) until
// the approval lands, then gets the session once.

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

/** The pending session stored under `key`, while it lives (an expired one is forgotten). */
export function livePendingSession(store: Store, key: string): PendingRecord | undefined {
  const record = Object.hasOwn(store.data.pending, key) ? store.data.pending[key] : undefined;
  if (record && record.expiresAt <= store.now()) {
    delete store.data.pending[key];
    return undefined;
  }
  return record;
}

/**
 * Approve `session` for `intent` (the link was clicked, the message came): the user is
 * admitted first, then `spend` uses up the proof, then the intent is carried out (a sign-up
 * creates the user), every refusal audited.
 */
export async function approveSession(
  store: Store,
  session: PendingRecord,
  intent: Intent,
  method: string,
  spend: () => void = () => {},
): Promise<void> {
  admitLoginId(store, intent.loginId, method);
  spend();
  const { user } = await auditingFailure(store, intent.loginId, method, () =>
    fulfil(store, intent),
  );
  session.approvedUserId = user.userId;
}

/**
 * The user an approved session signs in, admitted once more (the approval may be minutes
 * old); undefined when that user is gone. The caller has already taken the session.
 */
export function approvedUser(
  store: Store,
  session: PendingRecord,
  method: string,
): UserRecord | undefined {
  const user = session.approvedUserId
    ? findUserById(store.data, session.approvedUserId)
    : undefined;
  if (user) admit(store, user, { method, loginId: intentOf(session).loginId || undefined });
  return user;
}

const notApproved = () =>
  new ApiError(401, Codes.pending, 'Pending session not approved', 'Keep polling');

/** REST: 401 (pending) until approved; then the session, once (the reference is then unknown). */
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
  const user = approvedUser(store, record, flow);
  if (!user) throw notApproved();
  const intent = intentOf(record);
  return completeSignIn(c, user, { method: flow, amr, loginId: intent.loginId || undefined });
}
