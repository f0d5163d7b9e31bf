import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  DEBOUNCE_MS,
  judge,
  modeOf,
  REFERENCE_PAINT_IDLE_MS,
  verdictLine,
} from '../bench-widgets-budgets.mjs';

describe('the widget bench budgets', () => {
  it('agree on an idle machine: the ratio is the goal over the idle reference', () => {
    expect(BUDGETS.firstPaint.ratio * REFERENCE_PAINT_IDLE_MS).toBeCloseTo(
      BUDGETS.firstPaint.goalMs,
    );
    // The debounce is a wait, not work: it is neither scaled nor part of the ratio.
    expect(BUDGETS.search.ratio * REFERENCE_PAINT_IDLE_MS + DEBOUNCE_MS).toBeCloseTo(
      BUDGETS.search.goalMs,
    );
  });

  it('in ratio mode, pass a figure over its goal when the reference beside it was as slow', () => {
    // A busy machine: the reference took twice its idle time, the first rows 142.8 ms.
    const busy = judge(142.8, 2 * REFERENCE_PAINT_IDLE_MS, BUDGETS.firstPaint, 'ratio');
    expect(busy).toMatchObject({ metGoal: false, pass: true });
    // The same figure beside an idle reference is the widget's own slowness.
    const slow = judge(142.8, REFERENCE_PAINT_IDLE_MS, BUDGETS.firstPaint, 'ratio');
    expect(slow).toMatchObject({ metGoal: false, pass: false });
  });

  it('in ratio mode, pass a figure within its goal even beside a fast reference', () => {
    const fastMachine = judge(90, REFERENCE_PAINT_IDLE_MS / 3, BUDGETS.firstPaint, 'ratio');
    expect(fastMachine.pass).toBe(true);
  });

  it('in goal mode, fail a figure over its goal however slow the reference was', () => {
    const busy = judge(142.8, 2 * REFERENCE_PAINT_IDLE_MS, BUDGETS.firstPaint, 'goal');
    expect(busy).toMatchObject({ withinRatio: true, metGoal: false, pass: false });
    expect(judge(60, REFERENCE_PAINT_IDLE_MS, BUDGETS.firstPaint, 'goal').pass).toBe(true);
  });

  it('leaves the search debounce out of the ratio', () => {
    // 300 ms of debounce and 50 ms of work, beside an idle reference: 2x, not 14x.
    const { times } = judge(350, 25, BUDGETS.search, 'ratio');
    expect(times).toBeCloseTo(2);
  });

  it('prints the figure in ms, its ratio and budget, and the goal missed but not enforced', () => {
    const { line, pass } = verdictLine(
      'first rows',
      142.8,
      2 * REFERENCE_PAINT_IDLE_MS,
      BUDGETS.firstPaint,
      'ratio',
    );
    expect(pass).toBe(true);
    expect(line).toMatch(/^ok {4}first rows: 142\.8 ms, 2\.9x the reference 50\.0 ms/);
    expect(line).toContain('(budget 4.0x)');
    expect(line).toContain('over the 100.0 ms goal, not enforced here');
  });

  it('takes the mode from --budgets, the goals by default, and refuses another', () => {
    expect(modeOf([])).toBe('goal');
    expect(modeOf(['--budgets=ratio'])).toBe('ratio');
    expect(() => modeOf(['--budgets=fast'])).toThrow('--budgets must be one of ratio, goal');
  });
});
