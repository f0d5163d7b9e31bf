import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Http, RequestOptions } from '../http/http';
import { fail, ok, type Result } from '../http/result';
import { waitForSession } from './poll';

const JWT = { sessionJwt: 'S.JWT.X' };
const STILL_WAITING = fail({ kind: 'http', code: 'E062503', message: 'Pending', status: 401 });
const FORBIDDEN = fail({ kind: 'http', code: 'E061103', message: 'Link expired', status: 400 });

/** An Http whose answers are scripted; the last answer repeats. */
function scripted(...answers: Result<unknown>[]) {
  const calls: { path: string; options: RequestOptions<unknown> }[] = [];
  const http: Http = {
    projectId: 'P2test',
    baseUrl: 'http://gatehouse.test',
    async request<T>(path: string, options: RequestOptions<T>) {
      calls.push({ path, options });
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      // The script holds answers for whichever schema the poller asks for.
      return answer as Result<T>;
    },
    getBody: async () => ok(''),
    useFingerprint() {},
    onResult: () => () => {},
  };
  return { http, calls };
}

/** Track a promise's state without awaiting it. */
function track<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T } = { done: false };
  void promise.then((value) => {
    state.done = true;
    state.value = value;
  });
  return state;
}

describe('waitForSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls no faster than every 1000 ms, whatever interval is asked for', async () => {
    const { http, calls } = scripted(STILL_WAITING);
    // Left running: the test reads the calls it makes, not its answer.
    void waitForSession(http, '/v1/auth/x/pending-session', 'ref-1', { pollingIntervalMs: 10 });

    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(2);
  });

  it('honours a longer interval', async () => {
    const { http, calls } = scripted(STILL_WAITING);
    void waitForSession(http, '/p', 'ref-1', { pollingIntervalMs: 2500 });
    await vi.advanceTimersByTimeAsync(2499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
  });

  it('sends the reference to the given path and keeps polling while the answer is 401', async () => {
    const { http, calls } = scripted(STILL_WAITING, STILL_WAITING, ok(JWT));
    const state = track(waitForSession(http, '/v1/auth/x/pending-session', 'ref-1'));

    await vi.advanceTimersByTimeAsync(2000);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);

    expect(state).toEqual({ done: true, value: { ok: true, data: JWT } });
    expect(calls).toHaveLength(3);
    expect(calls[0]?.path).toBe('/v1/auth/x/pending-session');
    expect(calls[0]?.options.body).toEqual({ pendingRef: 'ref-1' });
    expect(calls[0]?.options.method).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(3);
  });

  it.each([
    ['an http error other than 401', FORBIDDEN],
    ['a network error', fail({ kind: 'network', code: 'E_NETWORK', message: 'Network error' })],
    ['a schema error', fail({ kind: 'schema', code: 'E_SCHEMA', message: 'bad shape' })],
  ])('stops at %s and resolves to it', async (_, error) => {
    const { http, calls } = scripted(STILL_WAITING, error);
    const state = track(waitForSession(http, '/p', 'ref-1'));

    await vi.advanceTimersByTimeAsync(2000);
    expect(state).toEqual({ done: true, value: error });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
  });

  it('gives up after 600000 ms by default with code 0 and the provider text', async () => {
    const { http, calls } = scripted(STILL_WAITING);
    const state = track(waitForSession(http, '/p', 'ref-1'));

    await vi.advanceTimersByTimeAsync(599_999);
    expect(state.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const text = 'Session polling timeout exceeded: 600000ms';
    expect(state.value).toEqual({
      ok: false,
      error: { kind: 'timeout', code: '0', message: text, description: text },
    });
    const polls = calls.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(polls);
  });

  it('caps the timeout at 600000 ms', async () => {
    const { http } = scripted(STILL_WAITING);
    const state = track(waitForSession(http, '/p', 'ref-1', { timeoutMs: 3_600_000 }));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(state.value).toMatchObject({
      ok: false,
      error: { code: '0', message: 'Session polling timeout exceeded: 600000ms' },
    });
  });

  it('uses a shorter timeout when asked', async () => {
    const { http } = scripted(STILL_WAITING);
    const state = track(waitForSession(http, '/p', 'ref-1', { timeoutMs: 5000 }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.value).toMatchObject({
      ok: false,
      error: { kind: 'timeout', message: 'Session polling timeout exceeded: 5000ms' },
    });
  });

  it('stops when aborted, passing the signal to the request', async () => {
    const { http, calls } = scripted(STILL_WAITING);
    const controller = new AbortController();
    const state = track(waitForSession(http, '/p', 'ref-1', { signal: controller.signal }));

    await vi.advanceTimersByTimeAsync(1000);
    expect(calls[0]?.options.signal).toBe(controller.signal);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);

    expect(state.value).toMatchObject({ ok: false, error: { code: 'E_ABORTED' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('does not poll at all with a signal that is already aborted', async () => {
    const { http, calls } = scripted(ok(JWT));
    const result = await waitForSession(http, '/p', 'ref-1', { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: false, error: { code: 'E_ABORTED' } });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(0);
  });

  it('exposes its status as an atom: waiting, running, then completed', async () => {
    const { http } = scripted(STILL_WAITING, ok(JWT));
    const pending = waitForSession(http, '/p', 'ref-1');
    const seen: string[] = [];
    pending.$status.subscribe((status) => seen.push(status));
    expect(pending.$status.get()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1000);
    expect(pending.$status.get()).toBe('running');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toEqual({ ok: true, data: JWT });
    expect(pending.$status.get()).toBe('completed');
    expect(seen).toEqual(['waiting', 'running', 'completed']);
  });

  it.each([
    ['an error answer', () => scripted(FORBIDDEN), {}, 1000],
    ['the timeout', () => scripted(STILL_WAITING), { timeoutMs: 3000 }, 3000],
  ])('ends failed on %s', async (_, make, options, after) => {
    const { http } = make();
    const pending = waitForSession(http, '/p', 'ref-1', options);
    await vi.advanceTimersByTimeAsync(after);
    expect((await pending).ok).toBe(false);
    expect(pending.$status.get()).toBe('failed');
  });

  it('ends failed when aborted before the first poll, never running', async () => {
    const { http, calls } = scripted(STILL_WAITING);
    const controller = new AbortController();
    const pending = waitForSession(http, '/p', 'ref-1', { signal: controller.signal });
    const seen: string[] = [];
    pending.$status.subscribe((status) => seen.push(status));
    controller.abort();
    await pending;
    expect(seen).toEqual(['waiting', 'failed']);
    expect(calls).toHaveLength(0);
  });

  it('checks the reference before polling', () => {
    const { http } = scripted(ok(JWT));
    expect(() => waitForSession(http, '/p', '')).toThrowError(
      new TypeError('"pendingRef" must not be empty'),
    );
    expect(() => waitForSession(http, '/p', 7 as unknown as string)).toThrowError(
      new TypeError('"pendingRef" must be a string'),
    );
  });
});
