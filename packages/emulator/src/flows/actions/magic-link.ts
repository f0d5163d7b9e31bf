import { sendMagicLink, verifyMagicLink } from '../../auth/magic-link';
import { Codes } from '../../http/errors';
import { type Actions, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { signInIntentOf, text } from './flow-input';
import { authenticateIntent } from './signed-in';

// Magic links (src/auth/magic-link.ts) that resume the flow that sent them.

/** Flow links have their own pending kind, so that the /v1/auth routes cannot spend them. */
const FLOW_MAGIC_LINK_KIND = 'flow-magiclink';

export const magicLinkActions: Actions = {
  'magicLink.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'magiclink', 'email');
      sendMagicLink(context.c, intent, {
        kind: FLOW_MAGIC_LINK_KIND,
        uri: context.resumeUrl(context.step.onSuccess),
        data: { executionId: context.execution.executionId },
      });
      return NEXT;
    },
    // Refused for an unknown login id only in a flow that reveals accounts (signInIntentOf).
    texts: { [Codes.invalidCredentials]: ERROR_TEXTS.unknownAccount },
  },

  'magicLink.verify': {
    async run(context) {
      const { store, execution } = context;
      const token = text(context.input.token);
      // Right after sending: show "check your email" until the link brings the token.
      if (!token) return { type: 'wait' };
      const fulfilled = await verifyMagicLink(store, token, {
        kind: FLOW_MAGIC_LINK_KIND,
        loginId: execution.loginId,
        executionId: execution.executionId,
      });
      authenticateIntent(context, fulfilled, ['magiclink']);
      return NEXT;
    },
    texts: { [Codes.codeInvalid]: ERROR_TEXTS.magicLinkInvalid },
  },
};
