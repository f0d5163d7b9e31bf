import { sendCode, verifyCode } from '../../auth/otp';
import { Codes } from '../../http/errors';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { signInIntentOf, text } from './flow-input';
import { authenticateIntent } from './signed-in';

// One-time codes by email or text message (src/auth/otp.ts).

export const otpActions: Actions = {
  'otp.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'otp');
      sendCode(context.c, intent);
      context.execution.code = { channel: intent.channel, loginId: intent.loginId };
      return NEXT;
    },
    // Refused for an unknown login id only in a flow that reveals accounts (signInIntentOf).
    texts: { [Codes.invalidCredentials]: ERROR_TEXTS.unknownAccount },
  },

  // Verifies the code of a sign-in or of an address change (`user.updateEmail`) alike.
  'otp.verify': {
    async run(context) {
      const { store, execution } = context;
      const code = text(context.input.code);
      if (!code) return fail(ERROR_TEXTS.enterCode);
      const sent = execution.code;
      if (!sent) return fail(ERROR_TEXTS.noCodeSent);
      const fulfilled = await verifyCode(store, sent, code);
      execution.code = undefined;
      authenticateIntent(context, fulfilled, ['otp']);
      return NEXT;
    },
  },
};
