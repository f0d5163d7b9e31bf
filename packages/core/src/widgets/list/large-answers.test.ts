import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { LEADING_ROWS } from './leading';

// The large-answer reader is a part of its own (large-answers.ts): each test imports a fresh
// copy of the module, so that the part is not loaded yet, or is made to fail.

const Rows = z.array(z.looseObject({ id: z.string() }));
const Answer = z.looseObject({ rows: Rows });
const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i}` }));
const body = (n: number) => JSON.stringify({ rows: rows(n) });
const sized = (text: string) =>
  new Response(text, { headers: { 'content-length': String(text.length) } });

const fresh = async () => {
  vi.resetModules();
  return import('./large-answers');
};

describe('the large-answer reader, loaded on demand', () => {
  afterEach(() => {
    vi.doUnmock('./large-answer-reader');
    vi.resetModules();
  });

  it('reads a short answer whole without loading it', async () => {
    const loaded = vi.fn();
    vi.doMock('./large-answer-reader', async (original) => {
      loaded();
      return original();
    });
    const { readLarge } = await fresh();
    const show = vi.fn(() => true);
    const text = body(3);
    expect(await readLarge('rows', Rows, show)(sized(text))).toBe(text);
    expect(show).not.toHaveBeenCalled();
    expect(loaded).not.toHaveBeenCalled();
  });

  it('loads it for a long answer, and shows its first rows while the rest arrives', async () => {
    const { readLarge, largeAnswers } = await fresh();
    const show = vi.fn(() => false);
    const text = body(LEADING_ROWS * 4);
    // A body of unknown length (a stream, as a compressed answer comes) counts as long.
    expect(await readLarge('rows', Rows, show)(new Response(text))).toBe(text);
    expect(show).toHaveBeenCalledWith(rows(LEADING_ROWS));
    expect(largeAnswers.loaded()).toBeDefined();
  });

  it('reads a long answer whole when the part cannot load, and asks again the next time', async () => {
    let fails = true;
    vi.doMock('./large-answer-reader', async (original) => {
      if (fails) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { readLarge, largeAnswers } = await fresh();
    const show = vi.fn(() => false);
    const text = body(LEADING_ROWS * 2);
    expect(await readLarge('rows', Rows, show)(new Response(text))).toBe(text);
    expect(show).not.toHaveBeenCalled();
    await expect(largeAnswers()).rejects.toMatchObject({
      code: 'E_LOAD_FAILED',
      part: 'the large-answer reader',
    });
    fails = false;
    expect(await readLarge('rows', Rows, show)(new Response(text))).toBe(text);
    expect(show).toHaveBeenCalledWith(rows(LEADING_ROWS));
  });

  it("checks an answer with zod's parse until the part is in, then in place", async () => {
    const { checkInPlace, fetchLargeAnswers, largeAnswers } = await fresh();
    // The call takes its schema before the part arrives: the choice is made at the check.
    const schema = checkInPlace(Answer);
    const answer = { rows: rows(2), more: 1 };
    const parsed = schema.safeParse(answer);
    expect(parsed).toEqual({ success: true, data: answer });
    expect(parsed.data).not.toBe(answer);
    fetchLargeAnswers();
    await largeAnswers();
    expect(schema.safeParse(answer).data).toBe(answer);
    // What the check refuses is zod's to answer, issues and all.
    expect(schema.safeParse({ rows: [{ id: 1 }] }).success).toBe(false);
  });
});
