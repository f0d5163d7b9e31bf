import { sendLink } from '../../auth/deliveries';
import { openPendingSession } from '../../auth/pending-session';
import { Codes } from '../../http/errors';
import { findUserById } from '../../state/store';
import { type Actions, fail, NEXT } from '../action';
import { signInIntentOf } from './flow-input';
import { authenticate } from './signed-in';

// Enchanted links: approved on any device while the flow polls.

/** Flow pending sessions have their own kind, so that the /v1/auth routes cannot claim them. */
export const FLOW_ENCHANTED_FLOW = 'flow-enchantedlink';

export const enchantedLinkActions: Actions = {
  'enchantedLink.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'enchantedlink', 'email');
      const session = openPendingSession(context.c, FLOW_ENCHANTED_FLOW, intent);
      // The link is an ordinary enchanted link: the page it opens approves it with
      // POST /v1/auth/enchantedlink/verify, which approves this flow's pending session.
      sendLink(context.c, intent, {
        kind: 'enchantedlink',
        messageKind: 'enchantedlink',
        uri: context.execution.redirectUrl || undefined,
        fallbackPath: '/enchantedlink',
        data: { sessionKey: session.key },
      });
      context.execution.enchantedKey = session.key;
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'No account with this email' },
  },

  'enchantedLink.poll': {
    async run(context) {
      const { store, execution } = context;
      const key = execution.enchantedKey ?? '';
      const record = Object.hasOwn(store.data.pending, key) ? store.data.pending[key] : undefined;
      if (!record || record.expiresAt <= store.now()) {
        if (record) delete store.data.pending[key];
        execution.enchantedKey = undefined;
        return fail('The sign-in link expired. Ask for a new one.');
      }
      if (!record.approvedUserId) return { type: 'wait', answer: { action: 'poll' } };
      delete store.data.pending[key];
      execution.enchantedKey = undefined;
      const user = findUserById(store.data, record.approvedUserId);
      if (!user) return fail('The sign-in link expired. Ask for a new one.');
      execution.newUser ||= !execution.userExists;
      authenticate(context, user, 'enchantedlink', ['enchantedlink']);
      return NEXT;
    },
  },
};
