import { describe, expect, it } from 'vitest';
import { flowStyle, themeFileVars } from './theme';
import { descopeDeclarations } from './theme-declarations';

// theme.json in the provider's shape: a CSS string of `--descope-*` variables per mode
// (`globals`), and one per component tag (`components[tag].host`).
const globals = (mode: string, declarations: string) =>
  `[data-theme="${mode}"] { ${declarations} }`;
const host = (declarations: string) => ({ host: `:host { ${declarations} }` });

const ORIGIN = 'http://127.0.0.1:5174';

describe('theme.json and cssTemplate as CSS custom properties', () => {
  it('maps the globals per mode, with radius and fonts shared (light wins)', () => {
    expect(
      themeFileVars({
        light: {
          globals: globals(
            'light',
            `--descope-colors-primary-main: #ff0000; --descope-colors-primary-contrast: #fff;
             --descope-colors-surface-main: #fafafa; --descope-colors-unknown-main: red;
             --descope-fonts-font1-family: Inter, sans-serif;
             --descope-typography-body1-size: 15px; --descope-radius-md: 4px;
             color: blue; --other-primary: #000;`,
          ),
          components: {},
        },
        dark: {
          globals: globals(
            'dark',
            '--descope-colors-primary-main:#00ff00;--descope-radius-md:10px',
          ),
        },
      }),
    ).toEqual({
      '--gh-light-primary': '#ff0000',
      '--gh-light-on-primary': '#fff',
      '--gh-light-surface': '#fafafa',
      '--gh-theme-font-family': '"Inter", sans-serif',
      '--gh-theme-font-size': '15px',
      '--gh-theme-radius': '4px',
      '--gh-dark-primary': '#00ff00',
    });
  });

  it('maps the components section: colours per mode, lengths shared', () => {
    expect(
      themeFileVars({
        light: {
          globals: '',
          components: {
            'descope-button': host(
              `--descope-button-border-radius: 6px; --descope-button-background-color: #111;
               --descope-button-label-text-color: #eee`,
            ),
            'descope-text-field': host(
              `--descope-text-field-input-border-radius: 2px;
               --descope-text-field-input-border-color: gray;
               --descope-text-field-input-value-text-color: #222`,
            ),
            'descope-link': host('--descope-link-text-color: teal'),
            'descope-carousel': host('--descope-carousel-color: red'),
          },
        },
        dark: {
          components: {
            'descope-button': host(
              '--descope-button-border-radius: 20px; --descope-button-background-color: #333',
            ),
          },
        },
      }),
    ).toEqual({
      '--gh-theme-button-radius': '6px',
      '--gh-light-button-background': '#111',
      '--gh-light-button-text': '#eee',
      '--gh-theme-input-radius': '2px',
      '--gh-light-input-border': 'gray',
      '--gh-light-input-text': '#222',
      '--gh-light-link-text': 'teal',
      '--gh-dark-button-background': '#333',
    });
  });

  it('drops hostile and malformed values, and ignores shapes it does not know', () => {
    const hostile = 'red; } body { display: none';
    expect(
      themeFileVars({
        light: {
          globals: globals(
            'light',
            `--descope-colors-primary-main: ${hostile};
             --descope-colors-surface-main: url(https://evil.example/track);
             --descope-fonts-font1-family: x</style><script>alert(1)</script>;
             --descope-colors-error-main: red !important;
             --descope-colors-text-main: /* a comment */ expression(alert(1));
             --descope-radius-md: 4px\\9`,
          ),
          components: {
            'descope-button': host(
              `--descope-button-background-color: ${hostile}; --descope-button-border-radius: expression(1)`,
            ),
            'descope-text-field': 'x',
          },
        },
        dark: 'nope',
      }),
      // A declaration ends at its `;`: of the hostile text only its first value, `red`, is a
      // value; the rule it tries to open is CSS the scanner never reads.
    ).toEqual({ '--gh-light-primary': 'red', '--gh-light-button-background': 'red' });
    // The old object shape of globals is not the provider's: nothing is read from it.
    expect(themeFileVars({ light: { globals: { colors: { primary: '#123456' } } } })).toEqual({});
    for (const theme of [undefined, null, 'css text', [], { light: [] }]) {
      expect(themeFileVars(theme)).toEqual({});
    }
  });

  it('takes each mode font from cssTemplate, with the stylesheets of the modes shown', () => {
    const cssTemplate = {
      light: { fonts: { font1: { family: 'Inter', url: 'https://fonts.example/inter.css' } } },
      dark: {
        typography: {
          fontFamilies: [
            { name: 'Lora, serif', url: '/fonts/lora.css' },
            { name: 'Mono', url: 'http://fonts.example/mono.css' },
          ],
        },
      },
    };
    const os = flowStyle(undefined, cssTemplate, { mode: 'os', pageOrigin: ORIGIN });
    expect(os.vars).toEqual({
      '--gh-light-font-family': '"Inter", sans-serif',
      '--gh-dark-font-family': '"Lora", serif',
    });
    // http elsewhere is never loaded; the page's own origin is.
    expect(os.stylesheets).toEqual(['https://fonts.example/inter.css', `${ORIGIN}/fonts/lora.css`]);
    expect(
      flowStyle(undefined, cssTemplate, { mode: 'light', pageOrigin: ORIGIN }).stylesheets,
    ).toEqual(['https://fonts.example/inter.css']);
    expect(flowStyle(undefined, cssTemplate, { mode: 'dark' }).stylesheets).toEqual([]);
  });

  it('drops a hostile font family or URL, and CSS text in place of a template', () => {
    const style = flowStyle(
      { light: { globals: globals('light', '--descope-colors-primary-main: #123456') } },
      {
        light: {
          fonts: [
            { family: 'X"; } * { display: none', url: 'javascript:alert(1)' },
            { family: 'Safe', url: 'data:text/css,*{display:none}' },
          ],
        },
        dark: '@import url(https://evil.example/x.css);',
      },
      { mode: 'os', pageOrigin: ORIGIN },
    );
    expect(style).toEqual({
      vars: { '--gh-light-primary': '#123456', '--gh-light-font-family': '"Safe", sans-serif' },
      stylesheets: [],
    });
  });
});

describe('descopeDeclarations', () => {
  it('keeps only --descope-* declarations with a single safe value, comments skipped', () => {
    const found = descopeDeclarations(
      `/* --descope-colors-x: commented; */ [data-theme="light"] { --DESCOPE-Colors-A: #fff;
       --descope-colors-b:  rgb(1 2 3) ; --descope-colors-c: url(x); color: red;
       --descope-colors-d: ${'a'.repeat(201)}; --descope-colors-e: a<b } --descope-colors-f: 1px`,
    );
    expect([...found]).toEqual([
      ['--descope-colors-a', '#fff'],
      ['--descope-colors-b', 'rgb(1 2 3)'],
      ['--descope-colors-f', '1px'],
    ]);
    expect(descopeDeclarations({ colors: {} }).size).toBe(0);
  });
});
