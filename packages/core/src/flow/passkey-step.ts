import { runCeremony } from '../webauthn/credentials';
import { MESSAGES } from './constants';
import type { FlowLogEntry } from './types';

// A flow's passkey step (`webauthnCreate` / `webauthnGet`): the browser's ceremony and what the
// flow is sent back. A chunk of its own with the ceremony's code, loaded by the step.

/**
 * Run the ceremony for `options` and resolve the step's input: the credential, or the
 * failure's name. The user dismissing the browser's dialog (NotAllowedError) is not worth a
 * log line; an authenticator that refuses (InvalidStateError) is a warning, anything else an
 * error.
 */
export async function passkeyStepInput(
  create: boolean,
  options: string,
  transactionId: string,
  log: (level: FlowLogEntry['level'], message: string, detail?: unknown) => void,
): Promise<Record<string, unknown>> {
  const ceremony = await runCeremony(create, options);
  if (ceremony.ok) return { transactionId, response: ceremony.response };
  if (ceremony.failure === 'InvalidStateError') {
    log('warn', MESSAGES.webauthnInvalidState, ceremony.error);
  } else if (ceremony.failure !== 'NotAllowedError') {
    log('error', MESSAGES.webauthnFailed, ceremony.error);
  }
  return { transactionId, failure: ceremony.failure };
}
