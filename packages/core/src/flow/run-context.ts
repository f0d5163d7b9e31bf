import type { Client } from '../client';
import { type ErrorKind, localError } from '../http/errors';
import type { Result } from '../http/result';
import type { OnDemand } from '../on-demand';
import type { FlowResponse } from '../schemas/flow';
import { createFlowApi, type FlowApi } from './api';
import type { FlowConfig } from './config';
import { MESSAGES } from './constants';
import type { FingerprintLoader } from './fingerprint';
import type { Screen } from './nodes';
import type { ApplyScreenState, Configure } from './state/apply';
import type { FlowStorage } from './storage';
import type { FlowLogEntry, FlowOptions, FlowState } from './types';
import type { UrlIntake } from './url-intake';
import type { ValidationTexts } from './validate';

// The run's context: what a run shares with its flow, and the state its steps share with each
// other (run-answers.ts, run-screens.ts, run-begin.ts), with the few ways they report.

export type Input = Record<string, unknown>;
export type FlowResult = Result<FlowResponse>;

export interface RunOptions extends FlowOptions {
  /** Where `/pages/{projectId}/v2-beta/` is served (default: the client's baseUrl). */
  contentBaseUrl?: string;
  /** Replaces the FingerprintJS Pro loader (tests, or a self-hosted agent). */
  loadFingerprint?: FingerprintLoader;
}

/** What a run shares with the flow that owns it. */
export interface RunHost {
  client: Client;
  options: RunOptions;
  storage: FlowStorage;
  /**
   * The provider's URL parameters, read once by the first run (a restart starts clean); a
   * promise while their reader loads.
   */
  intake: UrlIntake | Promise<UrlIntake>;
  /** The renderer's code for a screen: the screen shows once it has loaded (see prepareScreens). */
  prepare(screen: Screen): unknown;
  /** Settles once the flow's texts in its locale are here: a screen shows only after. */
  worded: Promise<unknown>;
  /** The flow's texts: its locale's once loaded (English before, and if they cannot load). */
  texts(): ValidationTexts;
  read(): FlowState;
  write(state: FlowState): void;
  log(entry: FlowLogEntry): void;
}

/** Everything flow start sends besides the interaction, fixed once per run. */
export interface StartContext {
  flow: FlowConfig & { version: number };
  componentsVersion?: string;
  abTestingKey: number;
  /** Set while a locally shown start screen waits for its first submit (which starts). */
  pendingStart?: { conditionInteractionId?: string };
  /** The componentsConfig of the flow and of the start condition that held, in that order. */
  componentsConfig: unknown[];
}

/** One run's shared state and its reports; every step of the run reads and writes it. */
export interface RunContext {
  readonly host: RunHost;
  readonly api: FlowApi;
  readonly abort: AbortController;
  stopped: boolean;
  intake: UrlIntake;
  /** Settles once the theme's look is in the state (or failed to load): screens wait for it. */
  looked?: Promise<void>;
  start?: StartContext;
  pollTimer?: ReturnType<typeof setTimeout>;
  cancelRedirect?: () => void;
  /** The shown screen's document as loaded: each screen state is applied to it afresh. */
  shownDocument?: Screen;
  /** componentsConfig's step, once a screen needed it (its code is a chunk of its own). */
  configure?: Configure;
  /** The screen state's step (flow/state/apply.ts), set with the screen reader that loads it. */
  apply?: ApplyScreenState;
}

export function createRunContext(host: RunHost): RunContext {
  return {
    host,
    api: createFlowApi(host.client.http),
    abort: new AbortController(),
    stopped: false,
    intake: {},
  };
}

/** Write `update` into the flow's state, unless the run has stopped. */
export function patch(run: RunContext, update: Partial<FlowState>): void {
  if (!run.stopped) run.host.write({ ...run.host.read(), ...update });
}

export function log(
  run: RunContext,
  level: FlowLogEntry['level'],
  message: string,
  detail?: unknown,
): void {
  if (run.stopped) return;
  const entry: FlowLogEntry = { level, message, at: Date.now() };
  if (detail !== undefined) entry.detail = detail;
  run.host.log(entry);
}

/** Log a §8 message and end the run with it. */
export function fail(
  run: RunContext,
  message: string,
  code: string,
  detail?: unknown,
  kind: ErrorKind = 'schema',
): void {
  log(run, 'error', message, detail);
  const error = localError(kind, code, message);
  if (typeof detail === 'string') error.description = detail;
  patch(run, { status: 'failed', error });
}

/** Code the run needs (a screen's parts, a step's chunk) could not be fetched. */
export const codeMissing = (run: RunContext, name: string): void =>
  fail(run, MESSAGES.noCode, 'E_FLOW_CODE', name, 'network');

/**
 * A part the run cannot go on without: its module, or undefined once the run has stopped or
 * failed for want of it (E_FLOW_CODE, naming the part). The next run loads it again.
 */
export async function required<M>(run: RunContext, part: OnDemand<M>): Promise<M | undefined> {
  const loaded = await part().catch(() => undefined);
  if (run.stopped) return undefined;
  if (!loaded) codeMissing(run, part.part);
  return loaded;
}
