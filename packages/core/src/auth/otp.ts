import type { Http } from '../http/http';
import { JwtResponse } from '../schemas/session';
import { checkEmail, checkNonEmpty, checkOptionalString, checkPhone } from '../validation/checks';
import { byMethod } from './by-method';
import { OTP_METHODS, OTP_PHONE_METHODS } from './constants';
import { deliver } from './deliver';
import { splitProviderId } from './provider-id';
import type {
  LoginOptions,
  SignUpOptions,
  UpdateOptions,
  UserInput,
  WithProviderId,
} from './types';

const BASE = '/v1/auth/otp';

export function createOtp(http: Http) {
  const send = (method: string, path: string, body: object, token?: string) =>
    deliver(http, method, path, body, token);

  return {
    signIn: byMethod(
      OTP_METHODS,
      (method) =>
        (loginId: string, loginOptions?: WithProviderId<LoginOptions>, token?: string) => {
          checkNonEmpty('loginId', loginId);
          checkOptionalString('token', token);
          const split = splitProviderId(loginOptions);
          return send(method, `${BASE}/signin/${method}`, { loginId, ...split }, token);
        },
    ),
    signUp: byMethod(
      OTP_METHODS,
      (method) =>
        (loginId: string, user?: UserInput, signUpOptions?: WithProviderId<SignUpOptions>) => {
          checkNonEmpty('loginId', loginId);
          const split = splitProviderId(signUpOptions);
          return send(method, `${BASE}/signup/${method}`, { loginId, user, ...split });
        },
    ),
    signUpOrIn: byMethod(
      OTP_METHODS,
      (method) => (loginId: string, signUpOptions?: WithProviderId<SignUpOptions>) => {
        checkNonEmpty('loginId', loginId);
        const split = splitProviderId(signUpOptions);
        return send(method, `${BASE}/signup-in/${method}`, { loginId, ...split });
      },
    ),
    verify: byMethod(OTP_METHODS, (method) => (loginId: string, code: string) => {
      checkNonEmpty('loginId', loginId);
      checkNonEmpty('code', code);
      return http.request(`${BASE}/verify/${method}`, {
        body: { code, loginId },
        schema: JwtResponse,
      });
    }),
    update: {
      email(loginId: string, email: string, token?: string, updateOptions?: UpdateOptions) {
        checkNonEmpty('loginId', loginId);
        checkEmail('email', email);
        checkOptionalString('token', token);
        return send('email', `${BASE}/update/email`, { loginId, email, ...updateOptions }, token);
      },
      phone: byMethod(
        OTP_PHONE_METHODS,
        (method) =>
          (loginId: string, phone: string, token?: string, updateOptions?: UpdateOptions) => {
            checkNonEmpty('loginId', loginId);
            checkPhone('phone', phone);
            checkOptionalString('token', token);
            return send(
              method,
              `${BASE}/update/phone/${method}`,
              { loginId, phone, ...updateOptions },
              token,
            );
          },
      ),
    },
  };
}
