import { describe, expect, it } from 'vitest';
import { flowStyle, themeFileVars } from './theme';

const ORIGIN = 'http://127.0.0.1:5174';

describe('theme.json and cssTemplate as CSS custom properties', () => {
  it('maps the globals per mode, with radius and fonts shared (light wins)', () => {
    expect(
      themeFileVars({
        light: {
          globals: {
            colors: { primary: { main: '#ff0000', contrast: '#fff' }, surface: '#fafafa' },
            typography: { fontFamily: 'Inter, sans-serif', fontSize: 15 },
            radius: 4,
          },
        },
        dark: { globals: { colors: { primary: '#00ff00' }, radius: 10 } },
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
          components: {
            button: { radius: '6px', backgroundColor: '#111', labelTextColor: '#eee' },
            input: { borderRadius: 2, borderColor: 'gray', valueTextColor: '#222' },
            link: { color: 'teal' },
            carousel: { color: 'red' },
          },
        },
        dark: { components: { button: { radius: '20px', background: '#333' } } },
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
          globals: {
            colors: { primary: hostile, surface: 'url(https://evil.example/track)' },
            typography: { fontFamily: 'x</style><script>alert(1)</script>' },
            radius: '4px; color: red',
          },
          components: { button: { backgroundColor: hostile, radius: 'expression(1)' }, input: 'x' },
        },
        dark: 'nope',
      }),
    ).toEqual({});
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
      { light: { globals: { colors: { primary: '#123456' } } } },
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
