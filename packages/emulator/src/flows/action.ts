import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import type { Store } from '../state/store';
import type { ActionStep } from './definition';
import type { Execution } from './execution';

// What an action step runs: the contract between the runner and the action families in
// `actions/`. An action only adapts the flow's input and output to the auth functions in
// `src/auth/`, which hold each behaviour once for the REST routes and the flows alike.

/** What the runner hands the client while a step waits. */
export interface Answer {
  action: 'screen' | 'poll' | 'redirect' | 'webauthnCreate' | 'webauthnGet';
  redirect?: { url: string };
  webauthn?: { transactionId: string; options: string; create: boolean };
}

/** An error text of a screen, in English (ERROR_TEXTS), and the values of its placeholders. */
export interface ErrorText {
  text: string;
  values?: Readonly<Record<string, string | number>>;
}

export type Outcome =
  /** Go on to `onSuccess`. */
  | { type: 'next' }
  /** Go to `onFailure`, a screen shown again with this error text (said in the flow's locale). */
  | { type: 'fail'; errorText: ErrorText }
  /** Stay at this step and answer (default: this step's screen); the next call runs it again. */
  | { type: 'wait'; answer?: Answer }
  /** Answer, and park at `onSuccess`, which the client's next call runs (redirect, passkey). */
  | { type: 'handoff'; answer: Answer }
  /** Go to another step the definition named in the action's params (an expired password's). */
  | { type: 'goto'; stepId: string };

export interface ActionContext {
  c: Context<AppEnv>;
  store: Store;
  execution: Execution;
  /** The values the client sent with this call (secrets included). */
  input: Record<string, unknown>;
  params: Record<string, unknown>;
  step: ActionStep;
  /** The flow's `revealAccounts`: whether it may tell that an email has no account. */
  revealAccounts: boolean;
  /** The URL that resumes this execution at `stepId` (for links and redirects). */
  resumeUrl(stepId: string, fallback?: string): string;
}

/** Error text by error code, for errors the auth functions throw (defaults in error-text.ts). */
export type Texts = Partial<Record<string, string>>;

export interface Action {
  run(context: ActionContext): Promise<Outcome>;
  /** Its error texts; a function for texts that depend on the flow (its `revealAccounts`). */
  texts?: Texts | ((context: ActionContext) => Texts);
}

/** The error texts of `action` in this context. */
export const textsOf = (action: Action, context: ActionContext): Texts =>
  typeof action.texts === 'function' ? action.texts(context) : (action.texts ?? {});

/** A family of actions by name (`otp.send`, `otp.verify`...). */
export type Actions = Record<string, Action>;

export const NEXT: Outcome = { type: 'next' };
export const fail = (text: string): Outcome => ({ type: 'fail', errorText: { text } });
