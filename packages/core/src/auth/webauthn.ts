import type * as z from 'zod/mini';
import type { Http } from '../http/http';
import { fail, type Result } from '../http/result';
import { type LoadFailed, onDemand } from '../on-demand';
import { AnyObject } from '../schemas/common';
import { JwtResponse } from '../schemas/session';
import { WebauthnStartResponse } from '../schemas/webauthn';
import { checkNonEmpty, checkOptionalString, checkString } from '../validation/checks';
import type { LoginOptions, PasskeyOptions } from './types';

const BASE = '/v1/auth/webauthn';

/**
 * The browser's half of a passkey sign-in, loaded by the first: a rare ceremony. When it cannot
 * load, the sign-in resolves to that error (E_LOAD_FAILED), as to any other.
 */
const ceremony = onDemand('the passkey ceremony', () => import('./passkey-ceremony'));

type Started = Result<z.infer<typeof WebauthnStartResponse>>;
type Finish<T> = (transactionId: string, response: string) => Promise<Result<T>>;

/** The page origin where passkeys can run here ('' where they cannot: no WebAuthn, or Node). */
const browserOrigin = (): string =>
  typeof globalThis.navigator?.credentials?.get === 'function'
    ? (globalThis.location?.origin ?? '')
    : '';

/**
 * A `run` helper: the whole ceremony (start, navigator.credentials, finish). The start is
 * called at once, so its input checks throw synchronously as every SDK call's do; the browser
 * step and the finish come from a chunk loaded on first use, so apps that only call start and
 * finish never ship the credential encoding. `finish(created)` picks the finish by what the
 * browser made (sign-up-or-in's `create` flag).
 */
const runner =
  <A extends unknown[], T>(
    start: (loginId: string, origin: string, ...rest: A) => Promise<Started>,
    finish: (created: boolean) => Finish<T>,
    create?: boolean,
  ) =>
  (loginId: string, ...rest: A): Promise<Result<T>> => {
    const origin = browserOrigin();
    const started = origin ? start(loginId, origin, ...rest) : undefined;
    return ceremony().then(
      (module) => module.passkeyCeremony(started, finish, create),
      (error: LoadFailed) => fail(error),
    );
  };

// start and finish are the HTTP halves of passkeys, runtime-neutral; each `run` does the whole
// ceremony in a browser, with the page's origin, and resolves to a Result whatever happens
// (a DOMException of the browser step is an error of kind `webauthn`).
export function createWebauthn(http: Http) {
  const start = (path: string, body: object, token?: string) =>
    http.request(path, { body, token, schema: WebauthnStartResponse });

  function finisher<T>(path: string, schema: z.ZodMiniType<T>) {
    return (transactionId: string, response: string) => {
      checkNonEmpty('transactionId', transactionId);
      checkNonEmpty('response', response);
      return http.request(path, { body: { transactionId, response }, schema });
    };
  }

  const calls = {
    signUp: {
      start(loginId: string, origin: string, name: string, passkeyOptions?: PasskeyOptions) {
        checkNonEmpty('loginId', loginId);
        checkNonEmpty('origin', origin);
        checkNonEmpty('name', name);
        return start(`${BASE}/signup/start`, {
          user: { loginId, name },
          origin,
          passkeyOptions,
        });
      },
      finish: finisher(`${BASE}/signup/finish`, JwtResponse),
    },
    signIn: {
      start(
        loginId: string,
        origin: string,
        loginOptions?: LoginOptions,
        token?: string,
        passkeyOptions?: PasskeyOptions,
      ) {
        // An empty login id asks for a discoverable credential (the browser lists passkeys).
        checkString('loginId', loginId);
        checkNonEmpty('origin', origin);
        checkOptionalString('token', token);
        return start(
          `${BASE}/signin/start`,
          { loginId, origin, loginOptions, passkeyOptions },
          token,
        );
      },
      finish: finisher(`${BASE}/signin/finish`, JwtResponse),
    },
    signUpOrIn: {
      /** The answer's `create` says whether to create a credential or get one. */
      start(loginId: string, origin: string, passkeyOptions?: PasskeyOptions) {
        checkNonEmpty('loginId', loginId);
        checkNonEmpty('origin', origin);
        return start(`${BASE}/signup-in/start`, { loginId, origin, passkeyOptions });
      },
    },
    update: {
      /** Add a passkey to a signed-in user: `token` (their refresh token) is required. */
      start(loginId: string, origin: string, token: string, passkeyOptions?: PasskeyOptions) {
        checkNonEmpty('loginId', loginId);
        checkNonEmpty('origin', origin);
        checkNonEmpty('token', token);
        return start(`${BASE}/update/start`, { loginId, origin, passkeyOptions }, token);
      },
      finish: finisher(`${BASE}/update/finish`, AnyObject),
    },
  };
  const { signUp, signIn, signUpOrIn, update } = calls;
  const signUpFinish = () => signUp.finish;

  return {
    /** Create a passkey for a new user and sign them in: `run(loginId, name, passkeyOptions?)`. */
    signUp: { ...signUp, run: runner(signUp.start, signUpFinish, true) },
    /**
     * Sign in with a passkey: `run(loginId, loginOptions?, token?, passkeyOptions?)`; an empty
     * login id lets the browser offer every discoverable passkey of the site.
     */
    signIn: { ...signIn, run: runner(signIn.start, () => signIn.finish, false) },
    /** Sign in, or sign up: the start answer's `create` flag picks create or get. */
    signUpOrIn: {
      ...signUpOrIn,
      run: runner(signUpOrIn.start, (created) => (created ? signUp.finish : signIn.finish)),
    },
    /** Add a passkey to the signed-in user: `run(loginId, refreshToken, passkeyOptions?)`. */
    update: { ...update, run: runner(update.start, () => update.finish, true) },
  };
}
