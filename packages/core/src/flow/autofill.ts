import type { Result } from '../http/result';
import { conditionalUiSupported } from '../webauthn/conditional';
import { MESSAGES } from './constants';
import { inputInteraction } from './form';
import type { InputNode } from './nodes';
import type { FlowLogEntry } from './types';

// Passkey autofill (the provider's "conditional UI"): while a screen with a passkey-capable
// login field is shown, a conditional WebAuthn get runs, so the browser lists the saved
// passkeys in that field's autofill; choosing one submits the flow with the field's id.

export interface WebauthnStart {
  transactionId: string;
  options: string;
}

export interface AutofillHost {
  /** The discoverable sign-in's start (`/v1/auth/webauthn/signin/start`), once per flow. */
  start(): Promise<Result<WebauthnStart>>;
  log(level: FlowLogEntry['level'], message: string, detail?: unknown): void;
  /** Submit the flow with this interaction and input (no validation: a passkey needs none). */
  submit(interactionId: string, input: Record<string, unknown>): void;
  /** Aborted when the screen goes, a passkey button starts its own ceremony, or the flow ends. */
  signal: AbortSignal;
}

/**
 * Run passkey autofill for `node` until a passkey is chosen or `signal` aborts. A start that
 * fails is logged ('Webauthn start failed') and the screen goes on without autofill; an abort
 * is silent; any other error is logged as 'Conditional login failed'. Never rejects.
 */
export async function runPasskeyAutofill(node: InputNode, host: AutofillHost): Promise<void> {
  const { signal } = host;
  if (!(await conditionalUiSupported()) || signal.aborted) return;
  const started = await host.start();
  if (signal.aborted) return;
  if (!started.ok) {
    host.log('warn', MESSAGES.webauthnFailed, started.error);
    return;
  }
  const { transactionId, options } = started.data;
  const { runCeremony } = await import('../webauthn/credentials');
  if (signal.aborted) return;
  const answer = await runCeremony(false, options, { mediation: 'conditional', signal });
  if (answer.ok) {
    if (!signal.aborted)
      host.submit(inputInteraction(node), { transactionId, response: answer.response });
    return;
  }
  if (answer.failure === 'AbortError' || signal.aborted) return;
  host.log('error', MESSAGES.conditionalFailed, answer.error);
}
