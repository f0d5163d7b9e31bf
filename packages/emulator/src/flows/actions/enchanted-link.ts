import { sendEnchantedLink } from '../../auth/enchanted-link';
import { approvedUser, livePendingSession } from '../../auth/pending-session';
import { Codes } from '../../http/errors';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { signInIntentOf } from './flow-input';
import { authenticate } from './signed-in';

// Enchanted links (src/auth/enchanted-link.ts): approved on any device while the flow polls.

/** Flow pending sessions have their own kind, so that the /v1/auth routes cannot claim them. */
const FLOW_SESSIONS = 'flow-enchantedlink';
const METHOD = 'enchantedlink';

export const enchantedLinkActions: Actions = {
  'enchantedLink.send': {
    async run(context) {
      const intent = signInIntentOf(context, METHOD, 'email');
      // The link is an ordinary enchanted link: the page it opens approves it with
      // POST /v1/auth/enchantedlink/verify, which approves this flow's pending session.
      const sent = sendEnchantedLink(context.c, intent, {
        uri: context.execution.redirectUrl || undefined,
        sessionFlow: FLOW_SESSIONS,
      });
      context.execution.enchantedKey = sent.sessionKey;
      return NEXT;
    },
    // Refused for an unknown login id only in a flow that reveals accounts (signInIntentOf).
    texts: { [Codes.invalidCredentials]: ERROR_TEXTS.unknownAccount },
  },

  'enchantedLink.poll': {
    async run(context) {
      const { store, execution } = context;
      const key = execution.enchantedKey ?? '';
      const session = livePendingSession(store, key);
      if (session && !session.approvedUserId) return { type: 'wait', answer: { action: 'poll' } };
      // Approved or expired: either way this session is done.
      if (session) delete store.data.pending[key];
      execution.enchantedKey = undefined;
      const user = session && approvedUser(store, session, METHOD);
      if (!user) return fail(ERROR_TEXTS.enchantedLinkExpired);
      execution.newUser ||= !execution.userExists;
      authenticate(context, user, METHOD, [METHOD]);
      return NEXT;
    },
  },
};
