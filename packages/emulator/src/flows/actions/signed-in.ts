import type { Fulfilled } from '../../auth/intent';
import { unauthorized } from '../../http/errors';
import { findUserById } from '../../state/store';
import type { UserRecord } from '../../state/types';
import type { ActionContext } from '../action';
import { actsForSession, sessionUserOf } from '../session';

// Who the flow signed in: set by a first factor, read by the steps after it and by profile flows.

/**
 * The user this flow signed in, or the signed-in user of a profile flow. A profile flow acts
 * for a session, so it stops when the session does (`sessionUserOf`), as a REST call with
 * that session's token would; the runner checks that before each step too.
 */
export function currentUser(context: ActionContext): UserRecord {
  const { execution, store } = context;
  const user = execution.userId ? findUserById(store.data, execution.userId) : undefined;
  if (!user || !execution.authenticated) throw unauthorized('No signed-in user in this flow');
  return actsForSession(execution) ? sessionUserOf(store, execution) : user;
}

/**
 * A first factor checked out: remember who signed in and how. The auth function that checked
 * it has admitted the user already, and the flow's end admits them once more.
 */
export function authenticate(
  context: ActionContext,
  user: UserRecord,
  method: string,
  amr: string[],
) {
  const { execution } = context;
  execution.userId = user.userId;
  execution.authenticated = true;
  execution.authMethod = method;
  execution.amr = amr;
  execution.loginId ||= user.loginIds[0] ?? user.userId;
}

/** A code or link checked out: a sign-in or sign-up signs the user in (an update does not). */
export function authenticateIntent(context: ActionContext, fulfilled: Fulfilled, amr: string[]) {
  if (fulfilled.intent.purpose === 'update') return;
  context.execution.newUser ||= fulfilled.created;
  authenticate(context, fulfilled.user, fulfilled.intent.method, amr);
}
