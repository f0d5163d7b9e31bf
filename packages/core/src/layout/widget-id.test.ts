import { describe, expect, it } from 'vitest';
import { widgetIdProblem } from './widget-id';

describe('widgetIdProblem (the one widget id rule)', () => {
  it('requires an id', () => {
    expect(widgetIdProblem(undefined)).toBe('widgetIdRequired');
    expect(widgetIdProblem('')).toBe('widgetIdRequired');
    expect(widgetIdProblem('  ')).toBe('widgetIdRequired');
  });

  it('takes one path segment of letters, digits, ".", "_" and "-"', () => {
    for (const id of ['demo', 'ops-main_2', 'v1.2']) expect(widgetIdProblem(id)).toBeUndefined();
    for (const id of ['ops/main', '..', '.hidden', 'a b', 'é']) {
      expect(widgetIdProblem(id)).toBe('widgetIdInvalid');
    }
  });
});
