import { sendLink } from '../../auth/deliveries';
import { auditingFailure } from '../../auth/failures';
import { intentOf } from '../../auth/intent';
import { codeInvalid, takeToken } from '../../auth/one-time';
import { Codes } from '../../http/errors';
import { type Actions, NEXT } from '../action';
import { signInIntentOf, text } from './flow-input';
import { fulfilSignIn } from './signed-in';

// Magic links that resume the flow that sent them.

/** Flow links have their own pending kind, so that the /v1/auth routes cannot spend them. */
export const FLOW_MAGIC_LINK_KIND = 'flow-magiclink';

export const magicLinkActions: Actions = {
  'magicLink.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'magiclink', 'email');
      sendLink(context.c, intent, {
        kind: FLOW_MAGIC_LINK_KIND,
        messageKind: 'magiclink',
        uri: context.resumeUrl(context.step.onSuccess),
        fallbackPath: '/',
        data: { executionId: context.execution.executionId },
      });
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'No account with this email' },
  },

  'magicLink.verify': {
    async run(context) {
      const { store, execution } = context;
      const token = text(context.input.token);
      // Right after sending: show "check your email" until the link brings the token.
      if (!token) return { type: 'wait' };
      const record = await auditingFailure(store, execution.loginId, 'magiclink', () =>
        takeToken(store, FLOW_MAGIC_LINK_KIND, token),
      );
      if (record.data.executionId !== execution.executionId) {
        throw codeInvalid('The link belongs to another sign-in');
      }
      fulfilSignIn(context, intentOf(record), ['magiclink']);
      return NEXT;
    },
    texts: { [Codes.codeInvalid]: 'This link is invalid or has expired. Ask for a new one.' },
  },
};
