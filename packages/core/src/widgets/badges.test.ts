import { describe, expect, it } from 'vitest';
import type { LayoutColumn } from '../layout/schema';
import { BADGE_PATTERN_MAX, badgeOf } from './badges';

const column = (...patterns: string[]): LayoutColumn => ({
  field: 'status',
  label: 'Status',
  badges: patterns.map((pattern, i) => ({ pattern, mode: i === 0 ? 'default' : 'primary' })),
});

describe('badgeOf', () => {
  it('takes the first badge whose pattern matches, unanchored, in order', () => {
    // 'inactive' contains 'active': the provider lists it first so that it wins.
    const status = column('inactive', 'active');
    expect(badgeOf(status, 'inactive')?.pattern).toBe('inactive');
    expect(badgeOf(status, 'active')?.pattern).toBe('active');
    expect(badgeOf(status, 'expired')).toBeUndefined();
  });

  it('runs a pattern as a regular expression', () => {
    expect(badgeOf(column('^e.+d$'), 'expired')?.pattern).toBe('^e.+d$');
    expect(badgeOf(column('^e.+d$'), 'not expired!')).toBeUndefined();
  });

  it('matches a pattern that is no regular expression as a literal substring', () => {
    expect(badgeOf(column('(open'), 'still (open')?.pattern).toBe('(open');
    expect(badgeOf(column('(open'), 'open')).toBeUndefined();
  });

  it('takes a pattern longer than the cap literally', () => {
    const long = `${'a'.repeat(BADGE_PATTERN_MAX)}.`;
    expect(badgeOf(column(long), `${'a'.repeat(BADGE_PATTERN_MAX)}x`)).toBeUndefined();
    expect(badgeOf(column(long), `x${long}`)?.pattern).toBe(long);
  });

  it('matches everything with an empty pattern, an array as its joined text, none without badges', () => {
    expect(badgeOf(column(''), undefined)?.pattern).toBe('');
    expect(badgeOf(column('admin, dev'), ['admin', 'dev'])).toBeDefined();
    expect(badgeOf({ field: 'name', label: 'Name' }, 'x')).toBeUndefined();
  });
});
