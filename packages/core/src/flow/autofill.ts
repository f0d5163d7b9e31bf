import { createWebauthn } from '../auth/webauthn';
import type { Client } from '../client';
import type { Result } from '../http/result';
import { onDemand } from '../on-demand';
import { conditionalUiSupported } from '../webauthn/conditional';
import { MESSAGES } from './constants';
import type { FlowLogEntry } from './types';

// Passkey autofill (the provider's "conditional UI"): while a screen with a passkey-capable
// login field is shown, a conditional WebAuthn get runs, so the browser lists the saved
// passkeys in that field's autofill; choosing one submits the flow with the field's id.

/** The browser's passkey ceremony: loaded once the page can offer passkey autofill. */
const ceremonyCode = onDemand('the passkey ceremony', () => import('../webauthn/credentials'));

export interface WebauthnStart {
  transactionId: string;
  options: string;
}

/**
 * The discoverable sign-in's start (`/v1/auth/webauthn/signin/start`), once per flow: one
 * transaction serves every autofill screen until it is sent (or refused), then the next screen
 * starts a new one.
 */
export interface PasskeyStart {
  /** The transaction: started by the first call, shared until it is sent or refused. */
  get(): Promise<Result<WebauthnStart>>;
  /** The transaction was sent: the next call starts a new one. */
  spend(): void;
}

/** The flow's PasskeyStart (the engine keeps one per flow, made by the first autofill). */
export function createPasskeyStart(client: Client): PasskeyStart {
  let started: Promise<Result<WebauthnStart>> | undefined;
  return {
    get() {
      started ??= createWebauthn(client.http)
        .signIn.start('', window.location.origin)
        .then((result) => {
          if (!result.ok) started = undefined;
          return result;
        });
      return started;
    },
    spend() {
      started = undefined;
    },
  };
}

export interface AutofillHost {
  start: PasskeyStart;
  log(level: FlowLogEntry['level'], message: string, detail?: unknown): void;
  /** Submit the flow with this interaction and input (no validation: a passkey needs none). */
  submit(interactionId: string, input: Record<string, unknown>): void;
  /** Aborted when the screen goes, a passkey button starts its own ceremony, or the flow ends. */
  signal: AbortSignal;
}

/**
 * Run passkey autofill for the field that submits as `interactionId` (the engine names it, as
 * it names every interaction) until a passkey is chosen or `signal` aborts. A start that
 * fails is logged ('Webauthn start failed') and the screen goes on without autofill; an abort
 * is silent; any other error is logged as 'Conditional login failed'. Never rejects.
 */
export async function runPasskeyAutofill(interactionId: string, host: AutofillHost): Promise<void> {
  const { signal } = host;
  if (!(await conditionalUiSupported()) || signal.aborted) return;
  const started = await host.start.get();
  if (signal.aborted) return;
  if (!started.ok) {
    host.log('warn', MESSAGES.webauthnFailed, started.error);
    return;
  }
  const { transactionId, options } = started.data;
  const { runCeremony } = await ceremonyCode();
  if (signal.aborted) return;
  const answer = await runCeremony(false, options, { mediation: 'conditional', signal });
  if (answer.ok) {
    if (signal.aborted) return;
    host.start.spend();
    host.submit(interactionId, { transactionId, response: answer.response });
    return;
  }
  if (answer.failure === 'AbortError' || signal.aborted) return;
  host.log('error', MESSAGES.conditionalFailed, answer.error);
}
