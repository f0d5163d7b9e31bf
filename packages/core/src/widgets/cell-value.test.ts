import { describe, expect, it } from 'vitest';
import { badgeOf } from './badges';
import { cellText } from './cell-value';

describe('cellText', () => {
  it("shows a list's items joined, nothing for none, anything else as text", () => {
    expect(cellText(['Admin', 'Viewer'])).toBe('Admin, Viewer');
    expect(cellText(undefined)).toBe('');
    expect(cellText(null)).toBe('');
    expect(cellText(0)).toBe('0');
    expect(cellText(false)).toBe('false');
  });

  it('is the text a badge tests', () => {
    const column = {
      field: 'roles',
      label: 'Roles',
      badges: [{ pattern: 'n, V', mode: 'primary' }],
    };
    expect(badgeOf(column as never, ['Admin', 'Viewer'])?.mode).toBe('primary');
  });
});
