import type { GatehouseError } from '../http/errors';
import { onDemand } from '../on-demand';
import type { FlowResponse } from '../schemas/flow';
import {
  LAST_AUTH_KEY,
  MESSAGES,
  POLL_INTERVAL_MS,
  POLLING_INTERACTION,
  SUBMIT_INTERACTION,
} from './constants';
import { navigateTo } from './redirect';
import { type FlowResult, fail, log, patch, type RunContext, required } from './run-context';
import { next, submitted } from './run-requests';
import { present, showScreen } from './run-screens';
import { isSafeUrl } from './safe-url';

// The run's answer handling: what each answer of the provider makes of the flow (a screen, a
// poll, a redirect, a passkey step, a SAML form, completion, a failure).

/** The passkey step's ceremony: only a flow that asks for a passkey loads it. */
const passkeyStep = onDemand('passkey-step', () => import('./passkey-step'));
/** Posting a SAML form: only an identity-provider flow needs it. */
const samlForm = onDemand('load-form', () => import('./load-form'));

const transient = (error: GatehouseError) =>
  error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500;

function flowError(error: NonNullable<FlowResponse['error']>): GatehouseError {
  const message = [error.description, error.message].filter(Boolean).join(': ');
  return {
    kind: 'http',
    code: error.code || 'E_FLOW',
    message: message || 'The flow answered with an error',
    ...(error.description && { description: error.description }),
    ...(error.message && { detail: error.message }),
  };
}

/**
 * What a screen says of a submit that failed: the server's words for a refusal (it words
 * them in the flow's locale), ours for no answer at all.
 */
function failureText(run: RunContext, error: GatehouseError): string {
  const { flow } = run.host.texts();
  if (error.kind === 'network') return flow('offline');
  if (error.kind === 'timeout') return flow('timeout');
  if (error.kind === 'schema') return flow('failed');
  return error.message;
}

function schedulePoll(run: RunContext) {
  clearTimeout(run.pollTimer);
  run.pollTimer = setTimeout(async () => {
    run.pollTimer = undefined;
    const result = await next(run, POLLING_INTERACTION, {});
    if (run.stopped) return;
    if (!result.ok && transient(result.error)) {
      // A network blip must not end a flow that waits for an email link: poll again.
      log(run, 'warn', result.error.message, result.error);
      schedulePoll(run);
      return;
    }
    await handle(run, result);
  }, POLL_INTERVAL_MS);
}

async function webauthn(run: RunContext, response: FlowResponse) {
  const transactionId = response.webauthn?.transactionId;
  const webauthnOptions = response.webauthn?.options;
  if (!transactionId || !webauthnOptions) return fail(run, MESSAGES.noWebauthn, 'E_FLOW_WEBAUTHN');
  patch(run, { status: 'waiting', webauthnTransactionId: transactionId, webauthnOptions });
  const step = await required(run, passkeyStep);
  if (!step) return;
  const create = response.action === 'webauthnCreate';
  const input = await step.passkeyStepInput(create, webauthnOptions, transactionId, (...entry) =>
    log(run, ...entry),
  );
  if (run.stopped) return;
  await handle(run, await next(run, SUBMIT_INTERACTION, submitted(input)));
}

async function loadForm(run: RunContext, response: FlowResponse) {
  const saml = response.samlIdpResponse;
  // RelayState is optional in SAML: without one the form posts it empty, as the
  // provider's component does.
  if (!saml?.url || !saml.samlResponse || !isSafeUrl(saml.url)) {
    return fail(run, MESSAGES.noSaml, 'E_FLOW_SAML');
  }
  const relayState = saml.relayState ?? '';
  patch(run, {
    status: 'waiting',
    samlIdpResponseUrl: saml.url,
    samlIdpResponseSamlResponse: saml.samlResponse,
    samlIdpResponseRelayState: relayState,
  });
  const loaded = await required(run, samlForm);
  loaded?.submitSamlForm(saml.url, saml.samlResponse, relayState);
}

function complete(run: RunContext, response: FlowResponse) {
  const { client, storage } = run.host;
  // The session adopts authInfo (and remembers its user) through http.onResult; what it
  // cannot know is the flow's lastAuth. That goes to the session too, so `lastUser()`
  // reads it whatever storage the flow and the session were each given.
  const user = response.authInfo?.user;
  const lastAuth = response.lastAuth;
  client.session.rememberLastUser({
    loginId: user?.loginIds?.[0] ? undefined : lastAuth?.loginId,
    name: user?.name ? undefined : lastAuth?.name,
  });
  if (lastAuth?.authMethod) {
    storage.setItem(
      LAST_AUTH_KEY,
      JSON.stringify({ authMethod: lastAuth.authMethod, oauthProvider: lastAuth.oauthProvider }),
    );
  }
  patch(run, { status: 'completed', authInfo: response.authInfo });
}

/** A request that got no answer or a refusal: on its screen when `onScreen`, else the end. */
function refused(run: RunContext, error: GatehouseError, onScreen: boolean) {
  const state = run.host.read();
  log(run, 'error', error.message, error);
  if (!onScreen || !state.screen) return patch(run, { status: 'failed', error });
  const screenState = { ...state.screenState, errorText: failureText(run, error) };
  patch(run, {
    status: 'screen',
    error,
    screen: run.shownDocument ? present(run, run.shownDocument, screenState) : state.screen,
    screenState,
  });
}

/** Take in an answer's step and its error, if any, before acting on it. */
function record(run: RunContext, response: FlowResponse) {
  if (run.start) run.start.pendingStart = undefined;
  patch(run, {
    executionId: response.executionId,
    stepId: response.stepId,
    action: response.action,
    ...(response.openInNewTabUrl && { openInNewTabUrl: response.openInNewTabUrl }),
  });
  if (!response.error) return;
  const error = flowError(response.error);
  log(run, 'error', error.message, response.error);
  patch(run, { error });
}

/**
 * Show the answer's screen. One that waits for something done elsewhere (an email link) holds
 * the provider's polling loader, and the client asks the server, as the provider's web
 * component does: that is how a waiting step answers first.
 */
async function screen(run: RunContext, response: FlowResponse, previousStep: string | undefined) {
  await showScreen(run, response.screen?.id, response.screen?.state, previousStep);
  const shown = run.host.read();
  if (!run.stopped && shown.status === 'screen' && run.shownDocument?.polls) schedulePoll(run);
}

/** A waiting step names the screen to show meanwhile ("check your email"), then polls. */
async function poll(run: RunContext, response: FlowResponse, previousStep: string | undefined) {
  if (response.screen?.id && response.screen.id !== run.host.read().screenId) {
    await showScreen(run, response.screen.id, response.screen.state, previousStep);
  }
  patch(run, { status: 'waiting' });
  schedulePoll(run);
}

function redirect(run: RunContext, response: FlowResponse) {
  const url = response.redirect?.url;
  if (!url || !isSafeUrl(url)) return fail(run, MESSAGES.noRedirectUrl, 'E_FLOW_REDIRECT');
  patch(run, { status: 'waiting', redirectTo: url });
  run.cancelRedirect?.();
  run.cancelRedirect = (run.intake.navigate ?? navigateTo)(url);
}

/** Act on an answer that goes on: by its action. */
async function act(run: RunContext, response: FlowResponse, previousStep: string | undefined) {
  switch (response.action) {
    case 'screen':
      return screen(run, response, previousStep);
    case 'poll':
      return poll(run, response, previousStep);
    case 'redirect':
      return redirect(run, response);
    case 'webauthnCreate':
    case 'webauthnGet':
      return webauthn(run, response);
    case 'loadForm':
      return loadForm(run, response);
    default:
      if (response.status === 'failed' && response.error) return patch(run, { status: 'failed' });
      fail(run, MESSAGES.noScreen, 'E_FLOW_ACTION', response.action);
  }
}

/** Carry out one flow answer; `onScreen` keeps a failed submit on its screen. */
export async function handle(run: RunContext, result: FlowResult, onScreen = false): Promise<void> {
  // The first answer shows in the project's look, never in the default one first.
  await run.looked;
  if (run.stopped) return;
  if (!result.ok) return refused(run, result.error, onScreen);
  const response = result.data;
  const previousStep = run.host.read().stepId;
  record(run, response);
  if (response.status === 'completed') return complete(run, response);
  await act(run, response, previousStep);
}
