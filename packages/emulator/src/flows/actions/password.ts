import {
  changePassword,
  checkPassword,
  passwordExpired,
  replaceExpiredPassword,
  setPassword,
  signUpWithPassword,
} from '../../auth/passwords';
import { Codes } from '../../http/errors';
import { findUserById } from '../../state/store';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { loginIdOf, newUserInput, secret } from './flow-input';
import { authenticate, currentUser } from './signed-in';

// Passwords (src/auth/passwords.ts): sign in, choose one at sign-up, change it.

const AMR = ['pwd'];

export const passwordActions: Actions = {
  'password.signIn': {
    async run(context) {
      const user = await checkPassword(
        context.store,
        loginIdOf(context),
        secret(context.input.password),
      );
      if (user.passwordExpired) {
        // An admin's temporary password: the flow goes where the step's `expired` param says
        // (a new-password screen), or refuses as the REST sign-in does.
        const replaceAt = context.params.expired;
        if (typeof replaceAt !== 'string') throw passwordExpired();
        context.execution.expiredPasswordUser = user.userId;
        return { type: 'goto', stepId: replaceAt };
      }
      authenticate(context, user, 'password', AMR);
      return NEXT;
    },
    // An unknown email reaches the password screen too unless the flow reveals accounts: then
    // a refusal must not say which of the two was wrong (error-text.ts: "Wrong email or
    // password.").
    texts: (context) =>
      context.revealAccounts ? { [Codes.invalidCredentials]: ERROR_TEXTS.wrongPassword } : {},
  },

  'password.replaceExpired': {
    async run(context) {
      const { store, execution } = context;
      const user = execution.expiredPasswordUser
        ? findUserById(store.data, execution.expiredPasswordUser)
        : undefined;
      if (!user) return fail(ERROR_TEXTS.passwordFirst);
      const password = secret(context.input.newPassword);
      if (!password) return fail(ERROR_TEXTS.enterNewPassword);
      await replaceExpiredPassword(store, user, password);
      delete execution.expiredPasswordUser;
      authenticate(context, user, 'password', AMR);
      return NEXT;
    },
  },

  'password.signUp': {
    async run(context) {
      const { store, execution } = context;
      const password = secret(context.input.password);
      if (!password) return fail(ERROR_TEXTS.enterPassword);
      if (execution.authenticated) {
        // A user who just signed up with a code chooses a password.
        setPassword(store, currentUser(context), password);
        return NEXT;
      }
      const loginId = loginIdOf(context);
      const user = signUpWithPassword(store, loginId, password, newUserInput(execution));
      execution.newUser = true;
      authenticate(context, user, 'password', AMR);
      return NEXT;
    },
  },

  // The signed-in user's new password (the profile): one who has a password proves it first
  // (`currentPassword`, checked and counted as at sign-in); one who has none sets their first.
  'password.update': {
    async run(context) {
      const user = currentUser(context);
      const password = secret(context.input.newPassword);
      if (!password) return fail(ERROR_TEXTS.enterNewPassword);
      if (!user.passwordHash) {
        setPassword(context.store, user, password);
        return NEXT;
      }
      const current = secret(context.input.currentPassword);
      if (!current) return fail(ERROR_TEXTS.enterCurrentPassword);
      await changePassword(context.store, loginIdOf(context), current, password);
      return NEXT;
    },
    texts: { [Codes.invalidCredentials]: ERROR_TEXTS.wrongCurrentPassword },
  },
};
