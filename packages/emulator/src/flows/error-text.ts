import { type ApiError, Codes } from '../http/errors';

/** How a refusal of the auth functions reads on a screen (an action's `texts` come first). */
export function errorTextOf(error: ApiError, texts: Partial<Record<string, string>> = {}): string {
  const own = texts[error.code];
  if (own) return own;
  switch (error.code) {
    case Codes.codeInvalid:
      return 'Wrong code. Try again.';
    case Codes.invalidCredentials:
      return 'Wrong email or password.';
    case Codes.userDisabled:
      return 'This account is disabled.';
    case Codes.passwordExpired:
      return 'This password has expired. Reset your password to sign in.';
    case Codes.conflict:
      return 'An account with this email already exists.';
    case Codes.tooManyRequests:
      return `Too many attempts. Try again in ${error.retryAfterSeconds ?? 60} seconds.`;
    default:
      return error.detail || error.description;
  }
}
