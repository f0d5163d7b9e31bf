import { assertNewLoginId, createUser } from '../../auth/accounts';
import { enforcePolicy } from '../../auth/password-policy';
import { checkPassword, setPassword } from '../../auth/passwords';
import { Codes } from '../../http/errors';
import { hashSecret } from '../../state/store';
import { type Actions, fail, NEXT } from '../action';
import { loginIdOf, newUserInput, secret } from './flow-input';
import { authenticate, currentUser } from './signed-in';

// Passwords: sign in, choose one at sign-up, change it.

export const passwordActions: Actions = {
  'password.signIn': {
    async run(context) {
      const user = checkPassword(context.store, loginIdOf(context), secret(context.input.password));
      authenticate(context, user, 'password', ['pwd']);
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: 'Wrong password. Try again.' },
  },

  'password.signUp': {
    async run(context) {
      const { store, execution } = context;
      const password = secret(context.input.password);
      if (!password) return fail('Enter a password.');
      if (execution.authenticated) {
        // A user who just signed up with a code chooses a password.
        setPassword(store, currentUser(context), password);
        return NEXT;
      }
      const loginId = loginIdOf(context);
      // Check before creating, so a refused password leaves no half-made user behind.
      enforcePolicy(password);
      assertNewLoginId(store, loginId);
      const user = createUser(store, loginId, newUserInput(execution), 'password');
      user.passwordHash = hashSecret(password);
      execution.newUser = true;
      authenticate(context, user, 'password', ['pwd']);
      return NEXT;
    },
  },

  'password.update': {
    async run(context) {
      const password = secret(context.input.newPassword) || secret(context.input.password);
      if (!password) return fail('Enter a new password.');
      setPassword(context.store, currentUser(context), password);
      return NEXT;
    },
  },
};
