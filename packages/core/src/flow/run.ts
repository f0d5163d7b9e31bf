import { handle } from './run-answers';
import { begin } from './run-begin';
import {
  createRunContext,
  type FlowResult,
  fail,
  type Input,
  patch,
  type RunHost,
} from './run-context';
import { next, start, submitted } from './run-requests';

// One run of a flow, composed of its parts: the run's context (run-context.ts), its requests
// (run-requests.ts), its beginning (run-begin.ts), its answer handling (run-answers.ts) and
// its screen loading (run-screens.ts).

export type { FlowResult, RunHost, RunOptions } from './run-context';

/** One attempt at a flow: from loading its content to completion or failure. */
export interface Run {
  /** Load config and theme, pick the start screen by the conditions, and start (or resume). */
  begin(): Promise<void>;
  /** Send the current screen's values through a button; settles once the answer is shown. */
  submit(interactionId: string, values: Input): Promise<FlowResult>;
  /** Abandon the run: requests aborted, timers and deferred redirects cancelled, no more writes. */
  stop(): void;
}

export function createRun(host: RunHost): Run {
  const run = createRunContext(host);
  return {
    begin: () =>
      begin(run).catch((cause: unknown) => {
        // Defensive: a bug here must still end in a state, not an unhandled rejection.
        fail(run, cause instanceof Error ? cause.message : String(cause), 'E_FLOW_INTERNAL', cause);
      }),
    async submit(interactionId, values) {
      // A button pressed on a waiting screen (e.g. "back" while a link is pending) replaces
      // the poll: its answer decides what comes next.
      clearTimeout(run.pollTimer);
      run.pollTimer = undefined;
      patch(run, { status: 'loading' });
      const input = submitted(values);
      const pending = run.start?.pendingStart;
      const result = pending
        ? await start(run, pending.conditionInteractionId, interactionId, input)
        : await next(run, interactionId, input);
      await handle(run, result, true);
      return result;
    },
    stop() {
      run.stopped = true;
      run.abort.abort();
      clearTimeout(run.pollTimer);
      run.pollTimer = undefined;
      run.cancelRedirect?.();
      run.cancelRedirect = undefined;
    },
  };
}
