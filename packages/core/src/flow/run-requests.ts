import { localError } from '../http/errors';
import { fail as failed } from '../http/result';
import { webauthnSupported } from '../webauthn/support';
import { LAST_AUTH_KEY, START_OPTIONS_VERSION } from './constants';
import type { FlowResult, Input, RunContext, StartContext } from './run-context';
import { formOptionValues } from './state/prefill';
import { readJson } from './storage';

// The run's two requests to the provider, start and next, with what each sends.

/** A flow call; the SDK's input checks (spec 001 §5) become an error value, never a throw. */
async function call(request: () => Promise<FlowResult>): Promise<FlowResult> {
  try {
    return await request();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return failed(localError('input', 'E_FLOW_INPUT', message));
  }
}

/** The page origin, sent with every submit: the server's relying party for passkeys. */
const pageOrigin = (): Input =>
  typeof window !== 'undefined' && window.location?.origin
    ? { origin: window.location.origin }
    : {};

/** A submit's input: what the user gave, and the page origin (spec 001 §7). */
export const submitted = (input: Input): Input => ({ ...input, ...pageOrigin() });

/** What start says of the page and the user, besides the flow and the interaction. */
function startOptions(run: RunContext, ctx: StartContext) {
  const { client, options, storage } = run.host;
  const last = client.session.lastUser();
  const remembered = readJson<{ authMethod?: string; oauthProvider?: string }>(
    storage,
    LAST_AUTH_KEY,
  );
  return {
    redirectUrl: options.redirectUrl,
    location: typeof window !== 'undefined' ? window.location?.href : undefined,
    tenant: options.tenant,
    deviceInfo: { webAuthnSupport: webauthnSupported() },
    lastAuth: {
      authMethod: remembered?.authMethod,
      oauthProvider: remembered?.oauthProvider,
      loginId: last.loginId,
      name: last.name,
    },
    abTestingKey: ctx.abTestingKey,
    client: options.client ?? {},
    startOptionsVersion: START_OPTIONS_VERSION,
    locale: options.locale,
    ...run.intake.start?.options,
  };
}

export function start(
  run: RunContext,
  conditionInteractionId: string | undefined,
  interactionId: string,
  input: Input,
): Promise<FlowResult> {
  const ctx = run.start!;
  const { flowId, form } = run.host.options;
  const options = startOptions(run, ctx);
  return call(() =>
    run.api.start(
      flowId,
      options,
      conditionInteractionId,
      interactionId,
      ctx.componentsVersion,
      { [flowId]: ctx.flow.version },
      // The page's `form` option goes with start, as the provider's component sends it.
      { ...formOptionValues(form), ...input, ...run.intake.start?.input },
      run.abort.signal,
    ),
  );
}

export function next(run: RunContext, interactionId: string, input: Input): Promise<FlowResult> {
  const { executionId, stepId } = run.host.read();
  return call(() =>
    run.api.next(
      executionId as string,
      stepId as string,
      interactionId,
      run.start?.flow.version,
      run.start?.componentsVersion,
      input,
      run.abort.signal,
    ),
  );
}
