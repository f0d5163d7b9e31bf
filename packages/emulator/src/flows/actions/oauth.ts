import { redeemCode as redeemFederationCode } from '../../federation/codes';
import { putPending, TTL } from '../../federation/pending';
import { isOAuthProvider } from '../../federation/providers';
import { badRequest, Codes, unauthorized } from '../../http/errors';
import { newId } from '../../state/ids';
import { type Actions, fail, NEXT } from '../action';
import { text } from './flow-input';
import { authenticate } from './signed-in';

// OAuth: a redirect to the emulated consent page, and the code it sends back.

/** The consent page of the emulated OAuth provider looks its state up under this kind. */
const OAUTH_STATE_KIND = 'oauth-state';

export const oauthActions: Actions = {
  'oauth.start': {
    async run(context) {
      const { store, execution, c } = context;
      const provider = text(context.params.provider);
      if (!isOAuthProvider(provider)) throw badRequest(`Unknown OAuth provider: ${provider}`);
      const state = newId('S2');
      // The consent page's callback appends `code` to this URL, which resumes the flow.
      const back = context.resumeUrl(
        context.step.onSuccess,
        `${c.get('origin')}/emulator/oauth/done`,
      );
      putPending(store, state, OAUTH_STATE_KIND, TTL.state, {
        data: { provider, redirectURL: back, loginHint: execution.loginId },
      });
      execution.oauthState = state;
      execution.oauthProvider = provider;
      return {
        type: 'handoff',
        answer: {
          action: 'redirect',
          redirect: { url: `${c.get('origin')}/emulator/oauth/consent?state=${state}` },
        },
      };
    },
  },

  'oauth.exchange': {
    async run(context) {
      const { store, execution, input } = context;
      const code = text(input.exchangeCode) || text(input.code);
      if (!code) return fail('Sign-in with the provider was cancelled.');
      const { user, data } = redeemFederationCode(store, 'oauth-code', code);
      if (!execution.oauthState || data.stateId !== execution.oauthState) {
        throw unauthorized('The code belongs to another sign-in');
      }
      execution.oauthState = '';
      authenticate(context, user, 'oauth', ['oauth']);
      return NEXT;
    },
    texts: { [Codes.unauthorized]: 'Sign-in with the provider failed. Try again.' },
  },
};
