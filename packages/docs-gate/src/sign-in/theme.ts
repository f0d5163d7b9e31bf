export type PageTheme = 'light' | 'dark';

/**
 * The sign-in page looks like the docs: Docusaurus's stored choice (localStorage 'theme'),
 * else the system's preference (the site respects it).
 */
export function pageTheme(stored: string | null | undefined, prefersDark: boolean): PageTheme {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}
