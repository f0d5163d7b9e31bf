import { removeTotp } from '../../auth/own-account';
import { newTotpSecret, setTotpSecret, verifyTotp } from '../../auth/totp';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { text } from './flow-input';
import { currentUser } from './signed-in';

// Authenticator apps (src/auth/totp.ts): enrolment and the second factor.

export const totpActions: Actions = {
  'totp.enroll': {
    async run(context) {
      const user = currentUser(context);
      // Kept aside until a code proves the app has it, so that "Skip" leaves the account as
      // it was.
      const view = await newTotpSecret(user.loginIds[0] ?? user.userId);
      context.execution.pendingTotpSecret = view.key;
      context.execution.totp = {
        provisionUrl: view.provisioningURL,
        image: view.image,
        key: view.key,
      };
      return NEXT;
    },
  },

  'totp.verify': {
    async run(context) {
      const { store, execution } = context;
      const user = currentUser(context);
      const code = text(context.input.code);
      if (!code) return fail(ERROR_TEXTS.enterTotpCode);
      const loginId = execution.loginId;
      if (context.params.enrolment === true) {
        const secret = execution.pendingTotpSecret ?? '';
        await verifyTotp(store, user, code, { loginId, secret });
        setTotpSecret(store, user, secret, loginId);
        execution.pendingTotpSecret = undefined;
        execution.totp = undefined;
      } else {
        await verifyTotp(store, user, code, { loginId });
        execution.amr = [...new Set([...execution.amr, 'otp'])];
      }
      return NEXT;
    },
  },

  /** The profile's "Remove": the signed-in user's authenticator app is dropped. */
  'totp.remove': {
    async run(context) {
      removeTotp(context.store, currentUser(context), 'flow');
      return NEXT;
    },
  },
};
