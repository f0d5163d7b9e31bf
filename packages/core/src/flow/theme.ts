import type { ThemeMode } from '../theme';
import { cssColor, cssFontFamily, cssLength, stylesheetUrl } from './css-values';
import { descopeDeclarations } from './theme-declarations';
import {
  COMPONENT_VARIABLES,
  GLOBAL_COLOR_VARIABLES,
  GLOBAL_SHARED_VARIABLES,
  type ThemeValueKind,
  type ThemeVariable,
} from './theme-variables';

// A flow's look from the project's files: theme.json in the provider's shape (`{light, dark}`,
// each `{globals: "<css>", components: {tag: {host: "<css>"}}}`) and config.json's
// `cssTemplate` (fonts per theme), as CSS custom properties a renderer sets on its root, plus
// the font stylesheets to load. Only the `--descope-*` variables of theme-variables.ts are
// read (theme-declarations.ts scans them out of the CSS strings), each value checked by its
// kind (css-values.ts): a server string can set a colour, never write CSS.
//
// Names (the renderer's stylesheet reads them, with its defaults):
// - `--gh-{mode}-{colour}`: globals colours per mode (surface, primary, on-primary, text,
//   muted, border, error, focus).
// - `--gh-theme-{radius|font-family|font-size}`: globals shared by both modes (light wins).
// - `--gh-{mode}-font-family`: the cssTemplate font of that mode.
// - `--gh-{mode}-{component}-{token}` (colours) and `--gh-theme-{component}-{token}`
//   (lengths, light wins): the components section.

type Json = Record<string, unknown>;
type Mode = 'light' | 'dark';

const MODES: readonly Mode[] = ['light', 'dark'];
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const CHECK: Record<ThemeValueKind, (value: unknown) => string | undefined> = {
  color: cssColor,
  length: cssLength,
  font: cssFontFamily,
};

/** The value of the first of the variable's names declared with a value of its kind. */
function pick(declared: Map<string, string>, { kind, names }: ThemeVariable): string | undefined {
  for (const name of names) {
    const value = CHECK[kind](declared.get(name));
    if (value) return value;
  }
  return undefined;
}

/** A component's `host` CSS (the provider's main theme section of a component). */
const hostOf = (components: unknown, tag: string): unknown => {
  const section =
    isObject(components) && Object.hasOwn(components, tag) ? components[tag] : undefined;
  return isObject(section) ? section.host : undefined;
};

/** theme.json's light/dark sections as CSS custom properties (see the names above). */
export function themeFileVars(theme: unknown): Record<string, string> {
  const vars: Record<string, string> = {};
  if (!isObject(theme)) return vars;
  for (const mode of MODES) {
    const section = theme[mode];
    if (!isObject(section)) continue;
    const globals = descopeDeclarations(section.globals);
    for (const [token, variable] of Object.entries(GLOBAL_COLOR_VARIABLES)) {
      const value = pick(globals, variable);
      if (value) vars[`--gh-${mode}-${token}`] = value;
    }
    for (const [token, variable] of Object.entries(GLOBAL_SHARED_VARIABLES)) {
      const value = pick(globals, variable);
      if (value) vars[`--gh-theme-${token}`] ??= value;
    }
    for (const [component, { tag, tokens }] of Object.entries(COMPONENT_VARIABLES)) {
      const declared = descopeDeclarations(hostOf(section.components, tag));
      if (declared.size === 0) continue;
      for (const [token, variable] of Object.entries(tokens)) {
        const value = pick(declared, variable);
        if (!value) continue;
        if (variable.kind === 'color') vars[`--gh-${mode}-${component}-${token}`] = value;
        else vars[`--gh-theme-${component}-${token}`] ??= value;
      }
    }
  }
  return vars;
}

interface TemplateFont {
  family?: string;
  url?: string;
}

/**
 * A cssTemplate mode's fonts, in order: `fonts` (an object of named fonts or an array), or the
 * provider's `typography.fontFamilies` array; each `{family | name | fontFamily, url}`.
 */
function templateFonts(section: unknown, pageOrigin: string | undefined): TemplateFont[] {
  if (!isObject(section)) return [];
  const typography = isObject(section.typography) ? section.typography : {};
  const listed = section.fonts ?? typography.fontFamilies;
  const entries = Array.isArray(listed) ? listed : isObject(listed) ? Object.values(listed) : [];
  return entries.filter(isObject).map((entry) => {
    const family = cssFontFamily(entry.family ?? entry.name ?? entry.fontFamily);
    return { family, url: stylesheetUrl(entry.url, pageOrigin) };
  });
}

/** A font list that falls back to a generic family when the font itself fails to load. */
const withGeneric = (family: string) =>
  /(^|, )[a-z-]+$/i.test(family) ? family : `${family}, sans-serif`;

export interface FlowStyle {
  /** CSS custom property names to values, for the renderer's root element. */
  vars: Record<string, string>;
  /** Font stylesheets to load (https, or the page's own origin), for the modes shown. */
  stylesheets: string[];
}

export interface FlowStyleOptions {
  /** The mode the flow is shown in: `os` may show either, so both modes' fonts load. */
  mode: ThemeMode;
  /** The page's origin (`location.origin`): a font stylesheet there may be plain http. */
  pageOrigin?: string;
}

/**
 * The flow's look: theme.json's globals and components and the cssTemplate's fonts (the
 * mode's first font with a family is the flow's font) as CSS custom properties, and the
 * fonts' stylesheets. Anything unknown, malformed or unsafe is left out.
 */
export function flowStyle(
  theme: unknown,
  cssTemplate: unknown,
  options: FlowStyleOptions,
): FlowStyle {
  const vars = themeFileVars(theme);
  const stylesheets = new Set<string>();
  for (const mode of MODES) {
    const fonts = templateFonts(
      isObject(cssTemplate) ? cssTemplate[mode] : undefined,
      options.pageOrigin,
    );
    const family = fonts.find((font) => font.family)?.family;
    if (family) vars[`--gh-${mode}-font-family`] = withGeneric(family);
    if (options.mode !== 'os' && options.mode !== mode) continue;
    for (const font of fonts) if (font.url) stylesheets.add(font.url);
  }
  return { vars, stylesheets: [...stylesheets] };
}

/** The flow's look in every mode a renderer may show it in: computed once, by the engine. */
export interface FlowLook {
  /** CSS custom property names to values, for the renderer's root element (every mode's). */
  vars: Record<string, string>;
  /** The font stylesheets to load for each mode the flow is shown in. */
  stylesheets: Record<ThemeMode, string[]>;
}

/** `flowStyle` for each mode at once, for a renderer that picks its mode as it renders. */
export function flowLook(
  theme: unknown,
  cssTemplate: unknown,
  pageOrigin: string | undefined,
): FlowLook {
  const inMode = (mode: ThemeMode) => flowStyle(theme, cssTemplate, { mode, pageOrigin });
  const { vars, stylesheets: os } = inMode('os');
  return {
    vars,
    stylesheets: { os, light: inMode('light').stylesheets, dark: inMode('dark').stylesheets },
  };
}
