import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTimers } from '../test/widgets';
import {
  createNotices,
  NOTICE_POSITION,
  NOTICE_SIZE,
  NOTICE_SUCCESS_MS,
  withMessage,
} from './notices';

describe('notices', () => {
  afterEach(() => vi.useRealTimers());

  it('has the spec constants', () => {
    expect(NOTICE_SUCCESS_MS).toBe(3000);
    expect(NOTICE_POSITION).toBe('bottom-start');
    expect(NOTICE_SIZE).toBe('small');
  });

  it('closes a success notice after 3000 ms', () => {
    fakeTimers();
    const store = createNotices();
    const notice = store.success('Done');
    expect(notice).toEqual({ id: notice.id, kind: 'success', text: 'Done', duration: 3000 });
    expect(store.$notices.get()).toEqual([notice]);
    vi.advanceTimersByTime(2999);
    expect(store.$notices.get()).toEqual([notice]);
    vi.advanceTimersByTime(1);
    expect(store.$notices.get()).toEqual([]);
  });

  it('keeps a failure notice (duration 0) until it is dismissed', () => {
    fakeTimers();
    const store = createNotices();
    const notice = store.failure('Broken');
    expect(notice).toMatchObject({ kind: 'error', text: 'Broken', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.$notices.get()).toEqual([notice]);
    store.dismiss(notice.id);
    expect(store.$notices.get()).toEqual([]);
  });

  it('dismisses one notice by id, keeps the order of the others and stops its timer', () => {
    fakeTimers();
    const store = createNotices();
    const a = store.success('a');
    const c = store.success('c');
    const b = store.failure('b');
    expect(new Set([a.id, b.id, c.id]).size).toBe(3);
    store.dismiss(a.id);
    expect(store.$notices.get().map((n) => n.text)).toEqual(['c', 'b']);
    vi.advanceTimersByTime(3000);
    expect(store.$notices.get().map((n) => n.text)).toEqual(['b']);
    store.clear();
    expect(store.$notices.get()).toEqual([]);
  });

  it('closes the errors shown when a success follows: they are stale then', () => {
    fakeTimers();
    const store = createNotices();
    store.failure('Failed to create user: Already exists');
    store.failure('Failed to delete users');
    const done = store.success('User created successfully');
    expect(store.$notices.get()).toEqual([done]);
    vi.advanceTimersByTime(3000);
    expect(store.$notices.get()).toEqual([]);
  });

  it('shows a repeated error once: the newer replaces the older', () => {
    const store = createNotices();
    const other = store.failure('Failed to delete users');
    store.failure('Failed to create user: Already exists');
    const again = store.failure('Failed to create user: Already exists');
    expect(store.$notices.get()).toEqual([other, again]);
  });

  it('appends a message as "text: message" and leaves the text alone without one', () => {
    expect(withMessage('Failed to create role', 'Bad: nope')).toBe(
      'Failed to create role: Bad: nope',
    );
    expect(withMessage('Failed to create role')).toBe('Failed to create role');
    expect(withMessage('Failed to create role', '')).toBe('Failed to create role');
  });
});
