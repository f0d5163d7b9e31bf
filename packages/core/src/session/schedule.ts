import { MAX_RETRY_MS, MAX_TIMER_MS, MIN_REFRESH_GAP_MS, REFRESH_LEAD_MS } from './keys';

/** Milliseconds until the refresh for a token expiring at `expiresAtMs` should run. */
export function refreshDelay(expiresAtMs: number, now: number): number {
  const delay = expiresAtMs - now - REFRESH_LEAD_MS;
  return Math.min(Math.max(delay, MIN_REFRESH_GAP_MS), MAX_TIMER_MS);
}

/** Whether a token expiring at `expiresAtMs` is due for refresh now. */
export const refreshDue = (expiresAtMs: number, now: number): boolean =>
  expiresAtMs - now <= REFRESH_LEAD_MS;

/** Delay before retry number `attempt` (0-based) after a transient refresh failure. */
export const retryDelay = (attempt: number): number =>
  Math.min(MIN_REFRESH_GAP_MS * 2 ** attempt, MAX_RETRY_MS);
