import { isEmail, isPhone } from '../../auth/address';
import { loginFailed } from '../../auth/audit-events';
import { checkLoginId } from '../../auth/login-id';
import { findUserByLoginId } from '../../state/store';
import { type Actions, fail, NEXT } from '../action';
import { ERROR_TEXTS } from '../error-texts';
import { text } from './flow-input';

// Identify: the login id a sign-in flow works with, and whether its user exists. A flow for
// existing users (`mustExist`) refuses an unknown one here only when it reveals accounts;
// otherwise the email goes on as an account's would, and is refused where a wrong password
// or code is (README.md, "Unknown emails").

export const identifyActions: Actions = {
  identify: {
    async run(context) {
      const { input, execution, store, params } = context;
      const typed =
        text(input.email) || text(input.phone) || text(input.loginId) || text(execution.form.email);
      // Normalised as every login id is; one with invisible characters is not valid.
      const checked = checkLoginId(typed);
      const loginId = checked.ok ? checked.value : '';
      if (!isEmail(loginId) && !isPhone(loginId)) {
        return fail(ERROR_TEXTS.invalidEmail);
      }
      const user = findUserByLoginId(store.data, loginId);
      if (params.mustExist === true && !user && context.revealAccounts) {
        loginFailed(store, loginId, 'flow', 'Unknown login id');
        return fail(text(params.unknownText) || ERROR_TEXTS.unknownAccount);
      }
      execution.loginId = loginId;
      execution.userExists = !!user;
      if (!execution.authenticated) {
        execution.userId = '';
        execution.newUser = false;
      }
      return NEXT;
    },
  },
};
