import {
  COMPONENT_VARIABLES,
  GLOBAL_COLOR_VARIABLES,
  GLOBAL_SHARED_VARIABLES,
  type ThemeVariable,
} from '@gatehouse/core';
import type { ProviderTheme, ThemeSection } from './provider-theme';

// The emulator's theme.json in the provider's shape: per mode, `globals` (one CSS string of
// `--descope-*` custom properties scoped by `[data-theme="light"|"dark"]`) and `components`
// (CSS by component tag and theme section, `host` the main one). Each value is written under
// the first name core's theme reader looks for (core/src/flow/theme-variables.ts), so the
// names are read in one place and written from it; the values are the emulator's look.

type Mode = 'light' | 'dark';
type ColorToken = keyof typeof GLOBAL_COLOR_VARIABLES;
type SharedToken = keyof typeof GLOBAL_SHARED_VARIABLES;

/** The colours of each mode, by the token our renderers use. */
export const THEME_COLORS: Record<Mode, Partial<Record<ColorToken, string>>> = {
  light: {
    surface: '#ffffff',
    text: '#1b1f24',
    border: '#d0d7de',
    muted: '#57606a',
    primary: '#2f5bd3',
    'on-primary': '#ffffff',
    error: '#b42318',
  },
  dark: {
    surface: '#0d1117',
    text: '#e6edf3',
    border: '#30363d',
    muted: '#8b949e',
    primary: '#6e9bff',
    'on-primary': '#0d1117',
    error: '#ff7b72',
  },
};

/** The values both modes share. */
export const THEME_SHARED: Record<SharedToken, string> = {
  radius: '8px',
  'font-family': 'system-ui, sans-serif',
  'font-size': '16px',
};

/** The components' own values, the same in both modes: buttons and fields are rounder. */
export const THEME_COMPONENTS: Partial<
  Record<keyof typeof COMPONENT_VARIABLES, Readonly<Record<string, string>>>
> = {
  button: { radius: '6px' },
  input: { radius: '6px' },
};

const written = (variable: ThemeVariable | undefined) => variable?.names[0];

const declarations = (
  values: Readonly<Record<string, string | undefined>>,
  variables: Readonly<Record<string, ThemeVariable>>,
) =>
  Object.entries(values)
    .map(([token, value]) => {
      const name = written(variables[token]);
      return name && value ? `${name}: ${value};` : '';
    })
    .filter(Boolean)
    .join(' ');

const section = (mode: Mode): ThemeSection => ({
  globals: `[data-theme="${mode}"] { ${declarations(THEME_COLORS[mode], GLOBAL_COLOR_VARIABLES)} ${declarations(THEME_SHARED, GLOBAL_SHARED_VARIABLES)} }`,
  components: Object.fromEntries(
    Object.entries(THEME_COMPONENTS).map(([component, values]) => {
      const { tag, tokens } = COMPONENT_VARIABLES[component as keyof typeof COMPONENT_VARIABLES];
      return [tag, { host: `:host { ${declarations(values ?? {}, tokens)} }` }];
    }),
  ),
});

/** Gatehouse's own theme: all of theme.json without the provider's UI library. */
export const theme = { light: section('light'), dark: section('dark') };

/**
 * `ours` laid over `provider`: the provider's CSS first, ours after it in the same string, so
 * that where both declare a name, ours wins (for the browser, later rules of equal weight; for
 * core's reader, the last declaration) and Gatehouse's renderers keep their look.
 */
function layered(provider: ThemeSection, ours: ThemeSection): ThemeSection {
  const components = { ...provider.components };
  for (const [tag, sections] of Object.entries(ours.components)) {
    const theirs = Object.hasOwn(components, tag) ? components[tag] : {};
    const host = [theirs?.host, sections.host].filter(Boolean).join('\n');
    components[tag] = { ...theirs, ...sections, host };
  }
  return { globals: `${provider.globals}\n${ours.globals}`, components };
}

/**
 * theme.json: with the provider's UI library installed, its full default theme (the
 * components' CSS its elements need) with Gatehouse's values laid over it; else ours alone.
 */
export function themeFile(provider: ProviderTheme | undefined) {
  if (!provider) return theme;
  return { light: layered(provider.light, theme.light), dark: layered(provider.dark, theme.dark) };
}
