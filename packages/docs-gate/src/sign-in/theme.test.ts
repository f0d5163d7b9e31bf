import { expect, it } from 'vitest';
import { pageTheme } from './theme';

it("follows the docs' stored colour mode, else the system's", () => {
  expect(pageTheme('dark', false)).toBe('dark');
  expect(pageTheme('light', true)).toBe('light');
  expect(pageTheme(null, true)).toBe('dark');
  expect(pageTheme(null, false)).toBe('light');
  expect(pageTheme('"dark"', false)).toBe('light');
});
