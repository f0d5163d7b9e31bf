import { redeemOAuthCode, startOAuth } from '../../auth/oauth';
import { Codes } from '../../http/errors';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { text } from './flow-input';
import { authenticate } from './signed-in';

// OAuth (src/auth/oauth.ts): a redirect to the emulated consent page, and the code it sends
// back to the flow.

export const oauthActions: Actions = {
  'oauth.start': {
    async run(context) {
      const { store, execution, c } = context;
      const origin = c.get('origin');
      const provider = text(context.params.provider);
      const { state, url } = startOAuth(store, origin, {
        provider,
        // The consent page's callback appends `code` to this URL, which resumes the flow.
        redirectURL: context.resumeUrl(context.step.onSuccess, `${origin}/emulator/oauth/done`),
        loginHint: execution.loginId,
      });
      execution.oauthState = state;
      execution.oauthProvider = provider;
      return { type: 'handoff', answer: { action: 'redirect', redirect: { url } } };
    },
  },

  'oauth.exchange': {
    async run(context) {
      const { store, execution, input } = context;
      const code = text(input.exchangeCode) || text(input.code);
      if (!code) return fail(ERROR_TEXTS.oauthCancelled);
      const user = redeemOAuthCode(store, code, execution.oauthState);
      execution.oauthState = '';
      authenticate(context, user, 'oauth', ['oauth']);
      return NEXT;
    },
    texts: { [Codes.unauthorized]: ERROR_TEXTS.oauthFailed },
  },
};
