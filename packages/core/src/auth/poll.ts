import { atom, type ReadableAtom } from 'nanostores';
import { localError } from '../http/errors';
import type { Http } from '../http/http';
import { fail, type Result } from '../http/result';
import { JwtResponse } from '../schemas/session';
import { checkNonEmpty } from '../validation/checks';
import { MAX_POLLING_TIMEOUT_MS, MIN_POLLING_INTERVAL_MS } from './constants';
import type { WaitForSessionOptions } from './types';

function timeoutError(timeoutMs: number) {
  const text = `Session polling timeout exceeded: ${timeoutMs}ms`;
  // Code '0' and the text are what the provider's SDK reports, so callers can match on either.
  return { kind: 'timeout' as const, code: '0', message: text, description: text };
}

/**
 * Where a pending-session poll is (spec 001 §4): `waiting` until the first poll is sent,
 * `running` while the polls are answered "not yet", then `completed` (the session came) or
 * `failed` (an error, the timeout, or an abort).
 */
export type PendingStatus = 'waiting' | 'running' | 'completed' | 'failed';

/**
 * A pending sign-in being polled: a promise of its result, as before, that also carries its
 * status as an atom (`$status`) for a UI to subscribe to.
 */
export type PendingSession = Promise<Result<JwtResponse>> & {
  readonly $status: ReadableAtom<PendingStatus>;
};

/**
 * Poll `path` with `{pendingRef}` until the user approves the pending sign-in elsewhere.
 * The provider's "not approved yet" answer is a 401 whose error code has varied, so any 401
 * means "keep waiting"; any other failure is final. Uses setTimeout (not setInterval) so a
 * slow answer never overlaps the next poll, and so fake timers drive it in tests.
 */
export function waitForSession(
  http: Http,
  path: string,
  pendingRef: string,
  options: WaitForSessionOptions = {},
): PendingSession {
  checkNonEmpty('pendingRef', pendingRef);
  const intervalMs = Math.max(
    options.pollingIntervalMs || MIN_POLLING_INTERVAL_MS,
    MIN_POLLING_INTERVAL_MS,
  );
  const timeoutMs = Math.min(options.timeoutMs || MAX_POLLING_TIMEOUT_MS, MAX_POLLING_TIMEOUT_MS);
  const { signal } = options;
  const $status = atom<PendingStatus>('waiting');

  const promise = new Promise<Result<JwtResponse>>((resolve) => {
    let settled = false;
    let nextPoll: ReturnType<typeof setTimeout> | undefined;
    let deadline: ReturnType<typeof setTimeout> | undefined;

    const settle = (result: Result<JwtResponse>) => {
      if (settled) return;
      settled = true;
      clearTimeout(nextPoll);
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      $status.set(result.ok ? 'completed' : 'failed');
      resolve(result);
    };
    const onAbort = () =>
      settle(fail(localError('network', 'E_ABORTED', 'Session polling was aborted')));

    const poll = async () => {
      $status.set('running');
      const result = await http.request(path, {
        body: { pendingRef },
        schema: JwtResponse,
        signal,
      });
      if (settled) return;
      if (!result.ok && result.error.status === 401) {
        nextPoll = setTimeout(poll, intervalMs);
        return;
      }
      settle(result);
    };

    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    deadline = setTimeout(() => settle(fail(timeoutError(timeoutMs))), timeoutMs);
    nextPoll = setTimeout(poll, intervalMs);
  });
  return Object.assign(promise, { $status: $status as ReadableAtom<PendingStatus> });
}
