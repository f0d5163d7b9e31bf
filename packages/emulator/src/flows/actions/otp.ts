import { OTP_KIND, sendCode } from '../../auth/deliveries';
import { auditingFailure } from '../../auth/failures';
import { intentOf } from '../../auth/intent';
import { codeKey, redeemCode as redeemOtp } from '../../auth/one-time';
import { Codes } from '../../http/errors';
import { type Actions, fail, NEXT } from '../action';
import { signInIntentOf, text } from './flow-input';
import { fulfilSignIn } from './signed-in';

// One-time codes by email or text message.

export const otpActions: Actions = {
  'otp.send': {
    async run(context) {
      const intent = signInIntentOf(context, 'otp');
      sendCode(context.c, intent);
      context.execution.code = { channel: intent.channel, loginId: intent.loginId };
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'No account with this email' },
  },

  'otp.verify': {
    async run(context) {
      const { store, execution } = context;
      const code = text(context.input.code);
      if (!code) return fail('Enter the code we sent you.');
      const sent = execution.code;
      if (!sent) return fail('No code was sent. Ask for a new one.');
      const record = await auditingFailure(store, sent.loginId, 'otp', () =>
        redeemOtp(store, codeKey(OTP_KIND, sent.channel, sent.loginId), code),
      );
      execution.code = undefined;
      fulfilSignIn(context, intentOf(record), ['otp']);
      return NEXT;
    },
  },
};
