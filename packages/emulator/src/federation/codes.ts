import { badRequest, unauthorized } from '../http/errors';
import { newSecret } from '../state/ids';
import { findUserById, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { codeKey, peekPending, putPending, TTL, takePending } from './pending';
import { httpUrlProblem } from './redirect-url';

/** A one-time code that the app's backend or SPA exchanges for a session. */
export function issueCode(
  store: Store,
  kind: 'oauth-code' | 'saml-code',
  user: UserRecord,
  data: Record<string, unknown> = {},
): string {
  const code = newSecret(24);
  putPending(store, codeKey(code), kind, TTL.code, {
    loginId: user.loginIds[0] ?? '',
    approvedUserId: user.userId,
    data,
  });
  return code;
}

/**
 * The user a code signs in, once; anything else (unknown, used, expired) is a 401. `check`
 * runs before the code is used up (the caller's own conditions: the sign-in it belongs to,
 * whether the user may sign in), so that a refused code is not spent.
 */
export function redeemCode(
  store: Store,
  kind: 'oauth-code' | 'saml-code',
  code: string,
  check: (user: UserRecord, data: Record<string, unknown>) => void = () => {},
): { user: UserRecord; data: Record<string, unknown> } {
  const record = peekPending(store, codeKey(code), kind);
  const user = record?.approvedUserId ? findUserById(store.data, record.approvedUserId) : undefined;
  if (!record || !user) throw unauthorized('Invalid or expired code');
  check(user, record.data);
  takePending(store, codeKey(code), kind);
  return { user, data: record.data };
}

/** An app page to redirect to (`httpUrlProblem`), else a 400. Empty means "none". */
export function checkRedirectURL(value: string): string {
  const problem = value ? httpUrlProblem(value) : undefined;
  if (problem) throw badRequest(`redirectURL ${problem}`);
  return value;
}

/** `redirectURL` with `code` appended, or the emulator's own code page when there is none. */
export const withCode = (redirectURL: string, code: string, fallback: string) => {
  const target = redirectURL || fallback;
  return `${target}${target.includes('?') ? '&' : '?'}code=${encodeURIComponent(code)}`;
};
