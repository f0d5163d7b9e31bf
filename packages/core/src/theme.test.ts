import { describe, expect, it } from 'vitest';
import { themeMode } from './theme';

describe('themeMode', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['', 'os'],
    [undefined, 'os'],
    [null, 'os'],
    ['os', 'os'],
    ['blue', undefined],
    ['Dark', undefined],
  ])('reads %j as %j', (theme, mode) => {
    expect(themeMode(theme)).toBe(mode);
  });
});
