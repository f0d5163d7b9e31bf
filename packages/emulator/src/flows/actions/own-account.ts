import { deleteOwnAccount, revokeOtherSessions } from '../../auth/own-account';
import { Codes, unauthorized } from '../../http/errors';
import { type Actions, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { text } from './flow-input';
import { currentUser } from './signed-in';

// The profile's account flows (src/auth/own-account.ts): sign out the other devices, delete
// the account. Both act for the session the flow was started with.

export const ownAccountActions: Actions = {
  /** Every other session of the user ends; the flow's own goes on (its end reissues it). */
  'session.revokeOthers': {
    async run(context) {
      const user = currentUser(context);
      const family = context.execution.session?.family;
      if (!family) throw unauthorized('No session to keep');
      revokeOtherSessions(context.store, user, family);
      return NEXT;
    },
  },

  /** `confirmLoginId` must name the account; then it is deleted and the flow ends signed out. */
  'user.deleteSelf': {
    async run(context) {
      const user = currentUser(context);
      deleteOwnAccount(context.store, user, text(context.input.confirmLoginId));
      context.execution.sessionEnded = true;
      return NEXT;
    },
    texts: { [Codes.badRequest]: ERROR_TEXTS.confirmAccount },
  },
};
