import { type GatehouseError, localError } from '../http/errors';
import { fail, type Result } from '../http/result';
import { runCeremony } from '../webauthn/credentials';

// The whole passkey ceremony of the SDK's `run` helpers: start, the browser's credential step
// (navigator.credentials), finish. Loaded on first use, so apps that never call `run` do not
// ship the credential encoding.

interface Started {
  transactionId: string;
  options: string;
  create?: boolean;
}

/** A refusal of the browser's credential step, as a value (its DOMException name as code). */
export function ceremonyError(failure: string, cause: unknown): GatehouseError {
  const message = (cause as { message?: unknown } | null)?.message;
  return {
    kind: 'webauthn',
    code: failure,
    message: typeof message === 'string' && message ? message : failure,
  };
}

/**
 * Run the browser step on a started ceremony (create when `create` says so, else as the start
 * answer's `create` flag says), then finish with its answer. `started` is absent where the
 * page has no WebAuthn. Nothing throws: every failure, the browser's included, resolves to
 * `{ ok: false, error }`.
 */
export async function passkeyCeremony<T>(
  started: Promise<Result<Started>> | undefined,
  finish: (created: boolean) => (transactionId: string, response: string) => Promise<Result<T>>,
  create?: boolean,
): Promise<Result<T>> {
  if (!started) {
    return fail(localError('webauthn', 'NotSupportedError', 'Passkeys need a browser page'));
  }
  const answered = await started;
  if (!answered.ok) return answered;
  const created = create ?? !!answered.data.create;
  const answer = await runCeremony(created, answered.data.options);
  if (!answer.ok) return fail(ceremonyError(answer.failure, answer.error));
  return finish(created)(answered.data.transactionId, answer.response);
}
