import type { Http } from '../http/http';
import { AnyObject } from '../schemas/common';
import { JwtResponse, PasswordPolicy } from '../schemas/session';
import { checkNonEmpty, checkOptionalString } from '../validation/checks';
import { PasswordResetResponse } from './schemas';
import type { LoginOptions, SignUpOptions, TemplateOptions, UserInput } from './types';

const BASE = '/v1/auth/password';

export function createPassword(http: Http) {
  return {
    signUp(loginId: string, password: string, user?: UserInput, signUpOptions?: SignUpOptions) {
      checkNonEmpty('loginId', loginId);
      checkNonEmpty('password', password);
      return http.request(`${BASE}/signup`, {
        // `{}` when no options: byte for byte what the provider's SDK sends.
        body: { loginId, password, user, loginOptions: signUpOptions ?? {} },
        schema: JwtResponse,
      });
    },
    signIn(loginId: string, password: string, loginOptions?: LoginOptions) {
      checkNonEmpty('loginId', loginId);
      checkNonEmpty('password', password);
      return http.request(`${BASE}/signin`, {
        body: { loginId, password, loginOptions: loginOptions ?? {} },
        schema: JwtResponse,
      });
    },
    /** Send a reset link or code; `redirectUrl` is where a reset link lands. */
    sendReset(loginId: string, redirectUrl?: string, templateOptions?: TemplateOptions) {
      checkNonEmpty('loginId', loginId);
      return http.request(`${BASE}/reset`, {
        body: { loginId, redirectUrl, templateOptions },
        schema: PasswordResetResponse,
      });
    },
    /** Set a new password for a signed-in user (or one holding a reset token). */
    update(loginId: string, newPassword: string, token?: string) {
      checkNonEmpty('loginId', loginId);
      checkNonEmpty('newPassword', newPassword);
      checkOptionalString('token', token);
      return http.request(`${BASE}/update`, {
        body: { loginId, newPassword },
        token,
        schema: AnyObject,
      });
    },
    replace(loginId: string, oldPassword: string, newPassword: string) {
      checkNonEmpty('loginId', loginId);
      checkNonEmpty('oldPassword', oldPassword);
      checkNonEmpty('newPassword', newPassword);
      return http.request(`${BASE}/replace`, {
        body: { loginId, oldPassword, newPassword },
        schema: JwtResponse,
      });
    },
    /** The rules a new password must meet, for checking on the client before sending. */
    policy() {
      return http.request(`${BASE}/policy`, { method: 'GET', schema: PasswordPolicy });
    },
  };
}
