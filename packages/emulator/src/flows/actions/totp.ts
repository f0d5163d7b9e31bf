import { assertNotLocked, clearFailures, recordFailure } from '../../auth/lockout';
import { loginFailed } from '../../auth/login-audit';
import { enrol, totpMatches } from '../../auth/totp';
import { type Actions, fail, NEXT } from '../action';
import { text } from './flow-input';
import { currentUser } from './signed-in';

// Authenticator apps: enrolment and the second factor.

export const totpActions: Actions = {
  'totp.enroll': {
    async run(context) {
      const { store, execution } = context;
      const user = currentUser(context);
      // enrol() sets the secret at once; a flow keeps it aside until a code proves the app
      // has it, so that "Skip" leaves the account as it was.
      const previous = user.totpSecret;
      const view = await enrol(store, user, user.loginIds[0] ?? user.userId);
      execution.pendingTotpSecret = user.totpSecret;
      user.totpSecret = previous;
      execution.totp = { provisionUrl: view.provisioningURL, image: view.image, key: view.key };
      return NEXT;
    },
  },

  'totp.verify': {
    async run(context) {
      const { store, execution } = context;
      const user = currentUser(context);
      const code = text(context.input.code);
      if (!code) return fail('Enter the code from your authenticator app.');
      const enrolling = context.params.enrolment === true;
      const candidate = enrolling
        ? { ...user, totpSecret: execution.pendingTotpSecret ?? '' }
        : user;
      const lockKey = `totp:${user.userId}`;
      assertNotLocked(store, lockKey);
      if (!totpMatches(store, candidate, code)) {
        loginFailed(store, execution.loginId, 'totp', 'Wrong code', user);
        recordFailure(store, lockKey);
        return fail('Wrong code. Try again.');
      }
      clearFailures(store, lockKey);
      if (enrolling) {
        user.totpSecret = candidate.totpSecret;
        execution.pendingTotpSecret = undefined;
        execution.totp = undefined;
      } else {
        execution.amr = [...new Set([...execution.amr, 'otp'])];
      }
      return NEXT;
    },
  },
};
