import { useSyncExternalStore } from 'react';

// The console's colour theme: the user's choice of light, dark or following the system,
// remembered in localStorage and applied to the whole page as <html data-theme>. The
// stylesheet turns that into `color-scheme`, which every colour token follows (light-dark()),
// so the shell, the sign-in card and the browser's own controls change together. The widgets
// and the sign-in flow get the same mode through their `theme` props.

export type ThemeChoice = 'light' | 'dark' | 'system';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** Also read by the inline script in index.html, which applies the choice before first paint. */
export const THEME_STORAGE_KEY = 'gatehouse-console-theme';

const isChoice = (value: unknown): value is ThemeChoice =>
  THEME_CHOICES.includes(value as ThemeChoice);

/** The remembered choice; 'system' when there is none or storage is unavailable. */
export function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isChoice(value) ? value : 'system';
  } catch {
    // Storage can be blocked (privacy settings): the console still works, it just forgets.
    return 'system';
  }
}

/** Put the choice on <html>; console.css does the rest. */
export function applyTheme(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = choice;
}

/** The widgets' `theme` prop: 'os' is their name for following the system. */
export const widgetTheme = (choice: ThemeChoice) => (choice === 'system' ? 'os' : choice);

/** The sign-in flow's `theme` prop: empty follows the system. */
export const flowTheme = (choice: ThemeChoice) => (choice === 'system' ? '' : choice);

// One small store for the whole page, so the switch, the widgets and the flow never disagree.
let current: ThemeChoice = typeof window === 'undefined' ? 'system' : storedTheme();
const listeners = new Set<() => void>();

function publish(choice: ThemeChoice) {
  current = choice;
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/** Choose a theme: applied at once and remembered for the next visit. */
export function setTheme(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Not remembered, still applied.
  }
  publish(choice);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab of the console changed the theme: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY) publish(storedTheme());
  });
}

export function useTheme(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => 'system',
  );
}
