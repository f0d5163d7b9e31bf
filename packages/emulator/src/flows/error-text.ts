import { type ApiError, Codes } from '../http/errors';
import type { ErrorText } from './action';
import { ERROR_TEXTS } from './error-texts';

/**
 * How a refusal of the auth functions reads on a screen (an action's `texts` come first), in
 * English: the runner says it in the flow's locale (translate.ts).
 */
export function errorTextOf(
  error: ApiError,
  texts: Partial<Record<string, string>> = {},
): ErrorText {
  const own = texts[error.code];
  if (own) return { text: own };
  switch (error.code) {
    case Codes.codeInvalid:
      return { text: ERROR_TEXTS.codeInvalid };
    case Codes.invalidCredentials:
      return { text: ERROR_TEXTS.invalidCredentials };
    case Codes.userDisabled:
      return { text: ERROR_TEXTS.userDisabled };
    case Codes.passwordExpired:
      return { text: ERROR_TEXTS.passwordExpired };
    case Codes.conflict:
      return { text: ERROR_TEXTS.conflict };
    case Codes.tooManyRequests:
      return {
        text: ERROR_TEXTS.tooManyRequests,
        values: { seconds: error.retryAfterSeconds ?? 60 },
      };
    default:
      return { text: error.detail || error.description };
  }
}
