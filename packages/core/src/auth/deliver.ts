import type { Http } from '../http/http';
import { MaskedEmailResponse, MaskedPhoneResponse } from '../schemas/session';

/**
 * Send a code or link (OTP, magic link) by `method`. The answer names where it went, the
 * masked email or the masked phone; one without it is an `E_SCHEMA` error, never a success.
 */
export const deliver = (http: Http, method: string, path: string, body: object, token?: string) =>
  method === 'email'
    ? http.request(path, { body, token, schema: MaskedEmailResponse })
    : http.request(path, { body, token, schema: MaskedPhoneResponse });
