import type { Http } from '../http/http';
import { JwtResponse } from '../schemas/session';
import { checkEmail, checkNonEmpty, checkOptionalString, checkPhone } from '../validation/checks';
import { byMethod } from './by-method';
import { LINK_METHODS, LINK_PHONE_METHODS } from './constants';
import { deliver } from './deliver';
import { splitProviderId } from './provider-id';
import type {
  LoginOptions,
  SignUpOptions,
  UpdateOptions,
  UserInput,
  WithProviderId,
} from './types';

const BASE = '/v1/auth/magiclink';

export function createMagicLink(http: Http) {
  const send = (method: string, path: string, body: object, token?: string) =>
    deliver(http, method, path, body, token);

  return {
    signIn: byMethod(
      LINK_METHODS,
      (method) =>
        (
          loginId: string,
          URI?: string,
          loginOptions?: WithProviderId<LoginOptions>,
          token?: string,
        ) => {
          checkNonEmpty('loginId', loginId);
          checkOptionalString('token', token);
          const split = splitProviderId(loginOptions);
          return send(method, `${BASE}/signin/${method}`, { loginId, URI, ...split }, token);
        },
    ),
    signUp: byMethod(
      LINK_METHODS,
      (method) =>
        (
          loginId: string,
          URI?: string,
          user?: UserInput,
          signUpOptions?: WithProviderId<SignUpOptions>,
        ) => {
          checkNonEmpty('loginId', loginId);
          const split = splitProviderId(signUpOptions);
          return send(method, `${BASE}/signup/${method}`, { loginId, URI, user, ...split });
        },
    ),
    signUpOrIn: byMethod(
      LINK_METHODS,
      (method) =>
        (loginId: string, URI?: string, signUpOptions?: WithProviderId<SignUpOptions>) => {
          checkNonEmpty('loginId', loginId);
          const split = splitProviderId(signUpOptions);
          return send(method, `${BASE}/signup-in/${method}`, { loginId, URI, ...split });
        },
    ),
    /** Trade the token from the clicked link for a session. */
    verify(token: string) {
      checkNonEmpty('token', token);
      return http.request(`${BASE}/verify`, { body: { token }, schema: JwtResponse });
    },
    update: {
      email(
        loginId: string,
        email: string,
        URI?: string,
        token?: string,
        updateOptions?: UpdateOptions,
      ) {
        checkNonEmpty('loginId', loginId);
        checkEmail('email', email);
        checkOptionalString('token', token);
        return send(
          'email',
          `${BASE}/update/email`,
          { loginId, email, URI, ...updateOptions },
          token,
        );
      },
      phone: byMethod(
        LINK_PHONE_METHODS,
        (method) =>
          (
            loginId: string,
            phone: string,
            URI?: string,
            token?: string,
            updateOptions?: UpdateOptions,
          ) => {
            checkNonEmpty('loginId', loginId);
            checkPhone('phone', phone);
            checkOptionalString('token', token);
            return send(
              method,
              `${BASE}/update/phone/${method}`,
              { loginId, phone, URI, ...updateOptions },
              token,
            );
          },
      ),
    },
  };
}
