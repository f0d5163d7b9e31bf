import { FlowResponse, type JwtResponse } from '@gatehouse/core';
import type { Context } from 'hono';
import { currentSession } from '../auth/caller';
import { setSessionCookies } from '../auth/cookies';
import { signIn } from '../auth/sign-in';
import { checkRedirectURL } from '../federation/codes';
import type { AppEnv } from '../http/app-env';
import { ApiError, badRequest, Codes } from '../http/errors';
import { findUserById, type Store } from '../state/store';
import type { UserRecord } from '../state/types';
import { issueSession } from '../tokens/jwt';
import { type ActionContext, type Answer, type ErrorText, type Outcome, textsOf } from './action';
import { ACTIONS } from './actions';
import { type FlowDefinition, parseDefinition, screenStepOf } from './definition';
import { errorTextOf } from './error-text';
import {
  createExecution,
  dropExecution,
  type Execution,
  extendExecution,
  findExecution,
} from './execution';
import { PREDICATES } from './predicates';
import { actsForSession, bindSession, sessionUserOf } from './session';
import { flowLocaleOf, sayError } from './translate';

// The flow runner: walks a definition's steps from the step an execution waits at, running
// actions and branches until it reaches something the client must do (show a screen, poll,
// redirect, create or use a passkey) or the end, where it signs the user in.

export interface StartInput {
  flowId: string;
  options?: Record<string, unknown>;
  conditionInteractionId?: string;
  interactionId?: string;
  input?: Record<string, unknown>;
  origin?: string;
}

export interface NextInput {
  executionId: string;
  stepId?: string;
  interactionId?: string;
  input?: Record<string, unknown>;
  origin?: string;
}

type Json = Record<string, unknown>;

/** Steps run per call at most: a definition that loops without a screen is a broken one. */
const MAX_STEPS = 64;

/** Input names never kept in the execution nor echoed in screen state. */
const SECRET = /password|code|token|secret|response|transaction|failure|exchange|origin/i;
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The submitted values a screen may show again: plain values, secrets left out. */
function publicValues(input: Json): Json {
  const values: Json = {};
  for (const [key, value] of Object.entries(input)) {
    if (UNSAFE_KEYS.has(key) || SECRET.test(key)) continue;
    if (['string', 'number', 'boolean'].includes(typeof value)) values[key] = value;
  }
  return values;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

interface Run {
  c: Context<AppEnv>;
  store: Store;
  flow: FlowDefinition;
  execution: Execution;
}

/** The URL that resumes `execution` at `stepId`: `{redirectUrl}?descope-login-flow={id}_{step}`. */
function resumeUrl(run: Run, stepId: string, fallback?: string): string {
  const url = new URL(run.execution.redirectUrl || fallback || run.c.get('origin'));
  url.searchParams.set('descope-login-flow', `${run.execution.executionId}_${stepId}`);
  return url.toString();
}

/** An error text in the execution's locale (the start's `locale` option; English by default). */
const said = (run: Run, errorText: ErrorText) => sayError(run.execution.locale ?? 'en', errorText);

function screenAnswer(run: Run, stepId: string, screenId: string, errorText?: ErrorText): Json {
  const { execution, flow } = run;
  const step = flow.steps[stepId];
  const state: Json = { form: { ...execution.form } };
  if (errorText?.text)
    Object.assign(state, { errorText: said(run, errorText), errorType: 'error' });
  if (execution.totp) state.totp = { ...execution.totp };
  if (execution.lastAuth) state.lastAuth = { ...execution.lastAuth };
  return {
    executionId: execution.executionId,
    stepId,
    stepName:
      step?.kind === 'screen'
        ? step.stepName
        : (step?.kind === 'action' && step.stepName) || screenId,
    status: 'running',
    action: 'screen',
    screen: { id: screenId, state },
  };
}

/**
 * The user a session-bound execution acts for, or a 401: that execution can never succeed
 * again, so it is dropped, and the refused call changes nothing else.
 */
function liveSessionUser(run: Run): UserRecord {
  try {
    return sessionUserOf(run.store, run.execution);
  } catch (error) {
    dropExecution(run.store, run.execution.executionId);
    throw error;
  }
}

/**
 * A profile flow changed the signed-in user: fresh tokens carry the change, with no new
 * sign-in. They join the session's refresh family (and keep its tenant), so the session's
 * logout ends them too.
 */
async function reissue(run: Run): Promise<JwtResponse> {
  // Refuses an execution that recorded no session, so `session` is there below.
  const user = liveSessionUser(run);
  const { amr, session } = run.execution;
  return issueSession(run.store, user, {
    amr,
    family: session?.family,
    tenant: session?.tenant || undefined,
  });
}

/** A flow that ended its own session (a deleted account): done, with no tokens to issue. */
function completeSignedOut(run: Run, stepId: string): Json {
  dropExecution(run.store, run.execution.executionId);
  return {
    executionId: run.execution.executionId,
    stepId,
    stepName: 'Completed',
    status: 'completed',
    action: 'none',
  };
}

async function complete(run: Run, stepId: string): Promise<Json> {
  const { c, store, execution } = run;
  if (execution.sessionEnded) return completeSignedOut(run, stepId);
  const user = execution.userId ? findUserById(store.data, execution.userId) : undefined;
  if (!user || !execution.authenticated) {
    throw badRequest('The flow ended without a signed-in user');
  }
  let authInfo: JwtResponse;
  if (actsForSession(execution)) {
    authInfo = await reissue(run);
  } else {
    authInfo = await signIn(store, user, {
      method: execution.authMethod || 'flow',
      amr: execution.amr,
      loginId: execution.loginId || undefined,
    });
    // As a REST sign-in's answer does, the completing call sets the browser's cookies.
    setSessionCookies(c, authInfo);
  }
  dropExecution(store, execution.executionId);
  return {
    executionId: execution.executionId,
    stepId,
    stepName: 'Completed',
    status: 'completed',
    action: 'none',
    authInfo,
    lastAuth: {
      authMethod: execution.authMethod,
      loginId: execution.loginId || (user.loginIds[0] ?? ''),
      name: user.name,
      ...(execution.oauthProvider && { oauthProvider: execution.oauthProvider }),
    },
  };
}

async function runAction(run: Run, stepId: string, input: Json): Promise<Outcome> {
  const step = run.flow.steps[stepId];
  if (step?.kind !== 'action') throw badRequest(`Step ${stepId} is not an action`);
  const action = ACTIONS[step.action];
  if (!action) throw badRequest(`Flow ${run.execution.flowId}: unknown action ${step.action}`);
  const context: ActionContext = {
    c: run.c,
    store: run.store,
    execution: run.execution,
    input,
    params: step.params ?? {},
    step,
    revealAccounts: run.flow.revealAccounts,
    resumeUrl: (target, fallback) => resumeUrl(run, target, fallback),
  };
  try {
    return await action.run(context);
  } catch (error) {
    // The auth modules refuse with ApiErrors: on a screen they become its error text.
    if (!(error instanceof ApiError) || error.status >= 500 || !step.onFailure) throw error;
    return { type: 'fail', errorText: errorTextOf(error, textsOf(action, context)) };
  }
}

const withAnswer = (base: Json, answer: Answer | undefined): Json =>
  answer ? { ...base, ...answer } : base;

/** Walk from `stepId` to the next thing the client must do. */
async function walk(run: Run, from: string, input: Json): Promise<Json> {
  let stepId = from;
  let errorText: ErrorText | undefined;
  for (let count = 0; count < MAX_STEPS; count += 1) {
    const step = run.flow.steps[stepId];
    if (!step) throw badRequest(`Flow ${run.execution.flowId} has no step ${stepId}`);
    switch (step.kind) {
      case 'screen':
        run.execution.stepId = stepId;
        return screenAnswer(run, stepId, step.screenId, errorText);
      case 'end':
        return complete(run, stepId);
      case 'branch': {
        const predicate = PREDICATES[step.when];
        if (!predicate)
          throw badRequest(`Flow ${run.execution.flowId}: unknown predicate ${step.when}`);
        stepId = predicate(run.store, run.execution, input) ? step.then : step.else;
        break;
      }
      case 'action': {
        const outcome = await runAction(run, stepId, input);
        if (outcome.type === 'next') {
          stepId = step.onSuccess;
          errorText = undefined;
        } else if (outcome.type === 'goto') {
          stepId = outcome.stepId;
          errorText = undefined;
        } else if (outcome.type === 'fail') {
          if (!step.onFailure) throw badRequest(said(run, outcome.errorText));
          errorText = step.errorText ? { text: step.errorText } : outcome.errorText;
          stepId = step.onFailure;
        } else if (outcome.type === 'wait') {
          // Arriving at a waiting step answers its screen (whose polling mark makes the client
          // poll); the client's polls of the step are answered with the wait's own answer.
          // The provider's web component takes the execution and screen from a screen answer
          // only: a first answer `poll` would leave it polling no execution.
          const polled = count === 0 && run.execution.stepId === stepId;
          run.execution.stepId = stepId;
          // Every answer that is not the last carries a `screen`, an empty one when the step
          // shows none: the provider's web component reads `screen.state` unguarded.
          const base = screenAnswer(run, stepId, step.screenId ?? '', errorText);
          return polled ? withAnswer(base, outcome.answer) : base;
        } else {
          run.execution.stepId = step.onSuccess;
          const base = screenAnswer(run, step.onSuccess, '');
          return withAnswer({ ...base, stepName: step.stepName ?? step.action }, outcome.answer);
        }
        break;
      }
    }
  }
  throw badRequest(
    `Flow ${run.execution.flowId} runs more than ${MAX_STEPS} steps without a screen`,
  );
}

/** The client pressed `interactionId` on the step the execution waits at (or resumed it). */
async function interact(run: Run, stepId: string, interactionId: string, input: Json) {
  const step = run.flow.steps[stepId];
  if (!step) throw badRequest(`Flow ${run.execution.flowId} has no step ${stepId}`);
  const values = publicValues(input);
  if (step.kind === 'screen') {
    const target = Object.hasOwn(step.next, interactionId) ? step.next[interactionId] : undefined;
    if (!target) {
      throw badRequest(`Screen ${step.screenId} has no interaction "${interactionId}"`);
    }
    Object.assign(run.execution.form, values);
    return walk(run, target, input);
  }
  Object.assign(run.execution.form, values);
  const target =
    step.kind === 'action' && step.next && Object.hasOwn(step.next, interactionId)
      ? step.next[interactionId]
      : undefined;
  return walk(run, target ?? stepId, input);
}

/** A flow answer, checked against the client's own schema (one definition of the wire). */
const checked = (answer: Json) => FlowResponse.parse(answer);

function definitionOf(store: Store, flowId: string): FlowDefinition {
  if (!Object.hasOwn(store.data.flows, flowId)) throw badRequest(`Unknown flow: ${flowId}`);
  return parseDefinition(flowId, store.data.flows[flowId]);
}

/** The first candidate that is an http(s) URL, as an origin ('' when none is). */
function originFrom(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (typeof candidate !== 'string' || !candidate) continue;
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: try the next one
    }
  }
  return '';
}

/** `POST /v1/flow/start`. */
export async function startFlow(c: Context<AppEnv>, body: StartInput) {
  const store = c.get('store');
  const flow = definitionOf(store, body.flowId);
  const options = body.options ?? {};
  const input = body.input ?? {};
  const redirectUrl = checkRedirectURL(str(options.redirectUrl) || str(options.redirectURL));
  // Profile flows act for the signed-in user: `Bearer <projectId>:<refresh or session JWT>`.
  const session = flow.requiresSession ? await currentSession(c) : undefined;
  const rawLastAuth = (options.lastAuth ?? {}) as Json;
  const lastAuth = {
    ...(str(rawLastAuth.loginId) && { loginId: str(rawLastAuth.loginId) }),
    ...(str(rawLastAuth.name) && { name: str(rawLastAuth.name) }),
  };

  let screenStep: string | undefined;
  /** Where a start without a screen runs from: the definition's start, or its condition's. */
  let from = flow.start;
  if (body.conditionInteractionId) {
    const condition = flow.conditions.find(
      (entry) => entry.met.interactionId === body.conditionInteractionId,
    );
    if (!condition) throw badRequest(`Unknown condition: ${body.conditionInteractionId}`);
    if (condition.met.screenId) {
      screenStep = screenStepOf(flow, condition.met.screenId);
      if (!screenStep) throw badRequest(`No step shows screen ${condition.met.screenId}`);
    } else {
      from = condition.start ?? flow.start;
    }
  } else if (body.interactionId) {
    if (!flow.startScreenId) throw badRequest('This flow has no start screen to interact with');
    screenStep = screenStepOf(flow, flow.startScreenId);
    if (!screenStep) throw badRequest(`No step shows screen ${flow.startScreenId}`);
  }

  const execution = createExecution(store, {
    flowId: body.flowId,
    redirectUrl,
    // The page origin (the passkeys' relying party): said outright, or read from the page
    // location or the browser's Origin header.
    origin: originFrom(
      input.origin,
      body.origin,
      options.origin,
      options.location,
      c.req.header('origin'),
    ),
    ...(Object.keys(lastAuth).length > 0 && { lastAuth }),
    // The provider words its error texts in the flow's locale, as the start options name it.
    ...(flowLocaleOf(options.locale) !== 'en' && { locale: flowLocaleOf(options.locale) }),
    // The client says so for a `code` or `descope_idp_initiated` in the page URL.
    ...(input.idpInitiated === true && { idpInitiated: true }),
  });
  if (session) {
    bindSession(execution, session);
  } else if (body.conditionInteractionId && lastAuth.loginId) {
    // The returning user's screen shows who they were.
    execution.form = { email: lastAuth.loginId, ...(lastAuth.name && { name: lastAuth.name }) };
  }
  const run: Run = { c, store, flow, execution };
  try {
    if (screenStep && body.interactionId) {
      return checked(await interact(run, screenStep, body.interactionId, input));
    }
    if (screenStep) {
      const step = flow.steps[screenStep];
      execution.stepId = screenStep;
      return checked(screenAnswer(run, screenStep, step?.kind === 'screen' ? step.screenId : ''));
    }
    return checked(await walk(run, from, input));
  } catch (error) {
    // A start that fails leaves nothing behind: the client never learnt the execution id.
    dropExecution(store, execution.executionId);
    throw error;
  }
}

/** `POST /v1/flow/next`. */
export async function nextFlow(c: Context<AppEnv>, body: NextInput) {
  const store = c.get('store');
  const found = findExecution(store, body.executionId);
  if (!found.ok) {
    throw new ApiError(
      401,
      Codes.unauthorized,
      'Unauthorized',
      found.reason === 'expired' ? 'The flow execution expired' : 'Unknown flow execution',
    );
  }
  const { execution } = found;
  const flow = definitionOf(store, execution.flowId);
  const run: Run = { c, store, flow, execution };
  // Before anything of the step runs: a flow acting for a dead session changes nothing more.
  if (actsForSession(execution)) liveSessionUser(run);
  if (body.stepId && body.stepId !== execution.stepId) {
    throw badRequest(`Step ${body.stepId} is not the current step of this execution`);
  }
  const input = body.input ?? {};
  execution.origin =
    originFrom(input.origin, body.origin) || execution.origin || originFrom(c.req.header('origin'));
  const answer = checked(await interact(run, execution.stepId, body.interactionId ?? '', input));
  // Only a step that ran keeps the execution alive (a completed one is gone already).
  extendExecution(store, execution.executionId);
  return answer;
}
