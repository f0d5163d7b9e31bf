import { ONE_TAP_SIGN_IN, oneTapUser } from '../../auth/one-tap';
import { Codes } from '../../http/errors';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { secret, text } from './flow-input';
import { authenticate } from './signed-in';

// One Tap (src/auth/one-tap.ts): the client's engine submits the chosen account's id token
// with the One Tap node's id as the interaction, `{provider, idToken, nonce}`; it is verified
// and signs up or in exactly as `POST /v1/auth/onetap/idtoken/exchange` does.

export const oneTapActions: Actions = {
  'oneTap.exchange': {
    async run(context) {
      const { store, c, input, params } = context;
      const idToken = secret(input.idToken);
      if (!idToken) return fail(ERROR_TEXTS.googleCancelled);
      // The definition may pin the provider; the node's own (default google) comes with it.
      const pinned = text(params.provider);
      const provider = text(input.provider) || pinned || 'google';
      if (pinned && provider !== pinned) return fail(ERROR_TEXTS.googleFailed);
      const user = await oneTapUser(store, c.get('origin'), {
        provider,
        idToken,
        nonce: typeof input.nonce === 'string' ? input.nonce : undefined,
      });
      authenticate(context, user, ONE_TAP_SIGN_IN.method, [...ONE_TAP_SIGN_IN.amr]);
      context.execution.oauthProvider = provider;
      return NEXT;
    },
    texts: {
      [Codes.unauthorized]: ERROR_TEXTS.googleFailed,
      [Codes.tokenExpired]: ERROR_TEXTS.googleFailed,
    },
  },
};
