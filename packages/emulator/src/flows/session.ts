import { sessionHolder } from '../auth/admission';
import { familyLive, type LiveRefresh } from '../auth/refresh';
import { unauthorized } from '../http/errors';
import type { Store } from '../state/store';
import type { UserRecord } from '../state/types';
import type { Execution } from './execution';

// A profile flow acts for the session it was started with, and only while that session lives:
// the execution id alone (all a later caller needs to send) must not outlast a logout, a
// logout-all, a detected reuse or the user's disabling.

/** The `authMethod` (and `lastAuth.authMethod`) of an execution that acts for a session. */
export const SESSION_METHOD = 'session';

export const actsForSession = (execution: Execution) => execution.authMethod === SESSION_METHOD;

/** Make `execution` act for the caller's session: its user, and its refresh family. */
export function bindSession(execution: Execution, { user, record, amr }: LiveRefresh): void {
  Object.assign(execution, {
    userId: user.userId,
    authenticated: true,
    loginId: user.loginIds[0] ?? user.userId,
    userExists: true,
    authMethod: SESSION_METHOD,
    amr,
    session: { family: record.family, tenant: record.tenant },
    form: {
      email: user.email,
      phone: user.phone,
      name: user.name,
      picture: user.picture,
      // The account a deletion names (and asks to be typed).
      loginId: user.loginIds[0] ?? '',
    },
  });
}

/**
 * The user a session-bound execution acts for, while the session lives: a disabled or
 * deleted user's sessions are over (`sessionHolder`, 401 "User is not active"), and a family
 * with no live token left was signed out (401 "Session revoked"). An execution acting for a
 * session it did not record (started before executions recorded one) has none to check, and
 * is refused too.
 */
export function sessionUserOf(store: Store, execution: Execution): UserRecord {
  const user = sessionHolder(store, execution.userId);
  const { session } = execution;
  if (!session || !familyLive(store, session.family, user.userId)) {
    throw unauthorized('Session revoked');
  }
  return user;
}
