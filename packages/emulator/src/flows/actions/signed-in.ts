import { assertNotDisabled } from '../../auth/accounts';
import { fulfil, type Intent } from '../../auth/intent';
import { unauthorized } from '../../http/errors';
import { findUserById, findUserByLoginId } from '../../state/store';
import type { UserRecord } from '../../state/types';
import type { ActionContext } from '../action';

// Who the flow signed in: set by a first factor, read by the steps after it and by profile flows.

/** The user this flow signed in, or the signed-in user of a profile flow. */
export function currentUser(context: ActionContext): UserRecord {
  const { execution, store } = context;
  const user = execution.userId ? findUserById(store.data, execution.userId) : undefined;
  if (!user || !execution.authenticated) throw unauthorized('No signed-in user in this flow');
  return user;
}

/** A first factor checked out: remember who signed in and how (disabled users stop here). */
export function authenticate(
  context: ActionContext,
  user: UserRecord,
  method: string,
  amr: string[],
) {
  assertNotDisabled(user);
  const { execution } = context;
  execution.userId = user.userId;
  execution.authenticated = true;
  execution.authMethod = method;
  execution.amr = amr;
  execution.loginId ||= user.loginIds[0] ?? user.userId;
}

/** Carry out a verified intent; a sign-in or sign-up signs the user in. */
export function fulfilSignIn(context: ActionContext, intent: Intent, amr: string[]): void {
  const existed = !!findUserByLoginId(context.store.data, intent.loginId);
  const user = fulfil(context.store, intent);
  if (intent.purpose === 'update') return;
  context.execution.newUser ||= !existed;
  authenticate(context, user, intent.method, amr);
}
