import type { ReadableAtom } from 'nanostores';
import type { GatehouseError } from '../http/errors';
import type { JwtResponse } from '../schemas/session';
import type { Screen } from './nodes';

/** The screen state the server sends with a screen (spec 001 §3). */
export interface ScreenState {
  errorText?: string;
  errorType?: string;
  /** Values the screen shows or prefills, by input name. */
  form?: Record<string, unknown>;
  inputs?: Record<string, unknown>;
  componentsConfig?: Record<string, unknown>;
  totp?: { provisionUrl?: string; image?: string; key?: string };
  notp?: { redirectUrl?: string; image?: string };
  lastAuth?: { authMethod?: string; loginId?: string; name?: string };
  [key: string]: unknown;
}

export type FlowStatus = 'loading' | 'screen' | 'waiting' | 'completed' | 'failed';

/** Everything a renderer needs, in one atom: the spec's sign-in flow state plus status. */
export interface FlowState {
  status: FlowStatus;
  projectId: string;
  flowId: string;
  tenant?: string;
  redirectUrl?: string;
  locale?: string;
  executionId?: string;
  stepId?: string;
  action?: string;
  screenId?: string;
  /** The screen document (validated UI nodes) for `screenId`. */
  screen?: Screen;
  screenState?: ScreenState;
  redirectTo?: string;
  openInNewTabUrl?: string;
  webauthnTransactionId?: string;
  webauthnOptions?: string;
  samlIdpResponseUrl?: string;
  samlIdpResponseSamlResponse?: string;
  samlIdpResponseRelayState?: string;
  /** 'forward' or 'back' by step id order, for the step animation. */
  direction: 'forward' | 'back';
  /** Set when status is 'failed' (and for the last logged error otherwise). */
  error?: GatehouseError;
  /** Set when status is 'completed'. */
  authInfo?: JwtResponse;
  /** The project's theme.json (light and dark globals and components), once loaded. */
  theme?: unknown;
}

export interface FlowOptions {
  flowId: string;
  tenant?: string;
  locale?: string;
  redirectUrl?: string;
  /** Read and remove the provider's URL parameters at start (default true in a browser). */
  readUrl?: boolean;
  /** Where the A/B id and last-auth memory live (default: the client's storage). */
  storage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** A logged flow error: for developers (the debugger overlay), never shown raw to end users. */
export interface FlowLogEntry {
  level: 'error' | 'warn';
  message: string;
  detail?: unknown;
  at: number;
}

export interface FlowInstance {
  readonly $state: ReadableAtom<FlowState>;
  /** Errors and warnings of spec 001 §8, newest last. */
  readonly $log: ReadableAtom<FlowLogEntry[]>;
  /** Load config and theme, pick the start screen by the conditions, and start. */
  start(): Promise<void>;
  /**
   * Submit the current screen through a button's interaction id with the typed values.
   * Validation runs first unless the button is marked noValidate; invalid input resolves
   * with the per-input messages and sends nothing.
   */
  submit(
    interactionId: string,
    input: Record<string, unknown>,
  ): Promise<{ ok: true } | { ok: false; invalid: Record<string, string> }>;
  /** The button Enter presses on the current screen by spec 001 §5, if any. */
  enterButton(): string | undefined;
  /** Messages for invalid inputs of the current screen (empty when all are valid). */
  validate(input: Record<string, unknown>, interactionId?: string): Record<string, string>;
  /** Stop timers (poll, deferred redirect) and listeners. */
  destroy(): void;
}
