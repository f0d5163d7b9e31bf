import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { afterPaint, LEADING_ROWS, leadingItems, readText, watchLeading } from './leading';

const users = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    userId: `U${from + i}`,
    name: `a "quoted" {name} [${from + i}] \\`,
    // Long enough for the first rows to span more than one 16 KB look.
    note: 'n'.repeat(300),
  }));
const answer = (n: number) => JSON.stringify({ users: users(n), total: n });

describe('leadingItems', () => {
  it('reads the first items from the start of the text, brackets and escapes in strings included', () => {
    const text = answer(10);
    expect(leadingItems(text, 'users', 3)).toEqual(users(3));
    // Cut in the middle of the fourth item: three have arrived, the fourth is not counted.
    const cut = text.slice(0, text.indexOf('"U3"') + 10);
    expect(leadingItems(cut, 'users', 4)).toBeUndefined();
    expect(leadingItems(text.slice(0, text.indexOf('"U3"')), 'users', 3)).toEqual(users(3));
  });

  it('waits for the head, and for more items, while the text is short', () => {
    expect(leadingItems('', 'users', 2)).toBeUndefined();
    expect(leadingItems('{"us', 'users', 2)).toBeUndefined();
    expect(leadingItems('{"users":[ {"a":1} ,', 'users', 2)).toBeUndefined();
    expect(leadingItems('{"users":[ {"a":1} , {"b":[2]} ', 'users', 2)).toEqual([
      { a: 1 },
      { b: [2] },
    ]);
  });

  it('gives up when the items will never come: another first key, a shorter list, not JSON', () => {
    expect(leadingItems(JSON.stringify({ total: 1, users: users(5) }), 'users', 2)).toBeNull();
    expect(leadingItems(answer(2), 'users', 3)).toBeNull();
    expect(leadingItems('<html>', 'users', 1)).toBeNull();
    expect(leadingItems('{ "users": [', 'users', 1)).toBeNull();
    expect(leadingItems('{"users":[{"a":tru}', 'users', 1)).toBeNull();
  });
});

describe('watchLeading', () => {
  const User = z.looseObject({ userId: z.string() });
  const many = answer(LEADING_ROWS + 50);
  const head = many.slice(0, many.indexOf(`"U${LEADING_ROWS + 1}"`));

  it('shows the first rows once, when they have arrived and hold, then waits for a paint', async () => {
    const show = vi.fn(() => true);
    const watch = watchLeading('users', z.array(User), show);
    expect(watch(many.slice(0, 200))).toBe(false);
    expect(head.length).toBeGreaterThan(200 + (1 << 14));
    const painted = watch(head);
    expect(painted).toBeInstanceOf(Promise);
    await painted;
    expect(show).toHaveBeenCalledWith(users(LEADING_ROWS));
  });

  it('waits for nothing when the rows were not shown, or one is invalid', () => {
    const refused = vi.fn(() => false);
    expect(watchLeading('users', z.array(User), refused)(head)).toBe(true);
    expect(refused).toHaveBeenCalledTimes(1);
    const show = vi.fn(() => true);
    const bad = head.replace('"userId":"U0"', '"userId":0');
    expect(watchLeading('users', z.array(User), show)(bad)).toBe(true);
    expect(show).not.toHaveBeenCalled();
  });

  it('looks again only after another 16 KB, and not past the first megabyte', () => {
    const show = vi.fn(() => false);
    const watch = watchLeading('users', z.array(User), show);
    expect(watch(head.slice(0, 100))).toBe(false);
    // The rows are all there, but too little has arrived since the last look.
    expect(watch(head.slice(0, 100 + 1000))).toBe(false);
    expect(watch(head)).toBe(true);
    expect(show).toHaveBeenCalledTimes(1);
    const huge = `{"users":[{"userId":"U0","blob":"${'x'.repeat(1 << 20)}`;
    expect(watchLeading('users', z.array(User), show)(huge)).toBe(true);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('finds the rows in a chunk of megabytes that follows a small one', () => {
    const show = vi.fn(() => false);
    const watch = watchLeading('users', z.array(User), show);
    const big = answer(5000);
    expect(big.length).toBeGreaterThan(1 << 20);
    expect(watch(big.slice(0, 100))).toBe(false);
    expect(watch(big)).toBe(true);
    expect(show).toHaveBeenCalledWith(users(LEADING_ROWS));
  });
});

describe('afterPaint', () => {
  it('resolves after the next frame is drawn, or after 50 ms when no frame comes', async () => {
    vi.useFakeTimers();
    try {
      let frame: FrameRequestCallback | undefined;
      vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
        frame = callback;
        return 1;
      });
      let drawn = false;
      void afterPaint().then(() => (drawn = true));
      await vi.advanceTimersByTimeAsync(10);
      expect(drawn).toBe(false);
      frame?.(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(drawn).toBe(true);

      let hidden = false;
      void afterPaint().then(() => (hidden = true));
      await vi.advanceTimersByTimeAsync(49);
      expect(hidden).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(hidden).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('readText', () => {
  const whole = JSON.stringify({ items: [1, 2, 3, 4, 5, 6] });
  const cut = whole.indexOf('4');

  /** A body sent in two parts; the second waits until the test releases it. */
  function twoParts(first: string, second: string) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(first));
        await released;
        controller.enqueue(new TextEncoder().encode(second));
        controller.close();
      },
    });
    return { response: new Response(body), release };
  }

  it('shows the text so far before the rest arrives, until the watcher has seen enough', async () => {
    const { response, release } = twoParts(whole.slice(0, cut), whole.slice(cut));
    const seen: string[] = [];
    const text = readText(response, (soFar) => {
      seen.push(soFar);
      return soFar.length > cut;
    });
    await vi.waitFor(() => expect(seen).toEqual([whole.slice(0, cut)]));
    release();
    expect(await text).toBe(whole);
    expect(seen).toEqual([whole.slice(0, cut), whole]);
  });

  it('holds the rest back until the promise the watcher returns settles', async () => {
    const { response, release } = twoParts(whole.slice(0, cut), whole.slice(cut));
    release();
    let painted = () => {};
    const paint = new Promise<void>((resolve) => (painted = resolve));
    let done = false;
    const text = readText(response, () => paint).then((value) => {
      done = true;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(done).toBe(false);
    painted();
    expect(await text).toBe(whole);
  });

  it('keeps multi-byte characters split across chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"name":"Zoë Ångström"}');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 12));
        controller.enqueue(bytes.slice(12));
        controller.close();
      },
    });
    expect(await readText(new Response(body), () => false)).toBe('{"name":"Zoë Ångström"}');
  });
});
