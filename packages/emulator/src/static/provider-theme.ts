import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createContext, runInContext } from 'node:vm';
import { UI_LIBRARY } from './cdn';

// The provider's default theme, as its console writes theme.json: per mode `{globals, components}`
// made by the UI library's own `themeToStyle` from its `defaultTheme` (light) and `darkTheme`
// (dark). The components' CSS (`components[tag].host` ...) is what gives the provider's
// elements their look; without it they render as bare browser controls.
//
// The library is an optional peer, and its module cannot be imported in Node as it is: at
// import it defines every component class, `class extends HTMLElement`. It is evaluated here
// once, in a context of its own whose only stand-in is an empty `HTMLElement` (nothing else of
// the DOM is touched at import, and the theme functions are plain data transforms), with its
// own dependencies from its own node_modules. Any failure means no provider theme (undefined).

export type ThemeSection = { globals: string; components: Record<string, Record<string, string>> };
export type ProviderTheme = { light: ThemeSection; dark: ThemeSection };

interface UiLibraryThemeApi {
  defaultTheme: unknown;
  darkTheme: unknown;
  themeToStyle: (theme: unknown, themeName: string) => ThemeSection;
}

const require = createRequire(import.meta.url);

/** The UI library's CommonJS entry evaluated apart, or undefined when it is not installed. */
function evaluateUiLibrary(): UiLibraryThemeApi | undefined {
  let entry: string;
  try {
    entry = require.resolve(UI_LIBRARY);
  } catch {
    return undefined;
  }
  const module = { exports: {} as Record<string, unknown> };
  const sandbox = {
    module,
    exports: module.exports,
    require: createRequire(entry),
    console,
    HTMLElement: class {},
  };
  createContext(sandbox);
  const source = readFileSync(entry, 'utf8');
  runInContext(
    `(function (module, exports, require) {${source}\n})(module, exports, require)`,
    sandbox,
    {
      filename: entry,
    },
  );
  const api = module.exports as Partial<UiLibraryThemeApi>;
  return typeof api.themeToStyle === 'function' ? (api as UiLibraryThemeApi) : undefined;
}

/** Plain JSON: the sections were made in another context (other prototypes). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

let computed: { theme: ProviderTheme | undefined } | undefined;

/** The provider's default theme.json, computed on the first call; undefined without the library. */
export function providerTheme(): ProviderTheme | undefined {
  if (computed) return computed.theme;
  let theme: ProviderTheme | undefined;
  try {
    const ui = evaluateUiLibrary();
    theme = ui && {
      light: plain(ui.themeToStyle(ui.defaultTheme, 'light')),
      dark: plain(ui.themeToStyle(ui.darkTheme, 'dark')),
    };
  } catch (error) {
    console.warn(
      `gatehouse-emulator: ${UI_LIBRARY} is installed but its theme could not be read`,
      error,
    );
    theme = undefined;
  }
  computed = { theme };
  return theme;
}
