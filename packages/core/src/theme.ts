/** The theme a flow or widget is shown in; `os` follows the system's light or dark preference. */
export type ThemeMode = 'light' | 'dark' | 'os';

/** The exact message for an unsupported `theme` (spec 001 §5). */
export const THEME_ERROR =
  'Supported theme values are "light", "dark", or leave empty for using the OS theme.';

/**
 * A `theme` attribute or prop as a mode (spec 001 §5, spec 000 §1): `light`, `dark`, or `os`
 * when empty or absent; `undefined` for anything else (the caller reports THEME_ERROR).
 */
export function themeMode(theme: unknown): ThemeMode | undefined {
  if (theme === undefined || theme === null || theme === '' || theme === 'os') return 'os';
  return theme === 'light' || theme === 'dark' ? theme : undefined;
}
