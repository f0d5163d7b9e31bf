import { describe, expect, it } from 'vitest';
import { capture } from '../../test/msw';
import { testClient } from '../../test/widgets';
import { loadWidgetStyle, widgetStyleCss } from './host';

// A widget's style-id: the project's `{style-id}.json` (theme.json's shape) as the widget's
// design tokens, through the content path and the flow's checked reader.

const STYLE = {
  light: {
    globals:
      ':host{--descope-colors-primary-main:#7c3aed;--descope-colors-surface-main:#fafafa;--descope-border-radius-md:10px}',
  },
  dark: { globals: ':host{--descope-colors-primary-main:#a78bfa}' },
};

describe('a widget style', () => {
  it("turns a style file's colours per mode into the widget's tokens", () => {
    const css = widgetStyleCss(STYLE);
    expect(css).toContain(
      ".gh-w[data-theme='light'],.gh-w[data-theme='os']{--gh-color-bg:#fafafa!important;--gh-color-primary:#7c3aed!important;}",
    );
    expect(css).toContain(".gh-w[data-theme='dark']{--gh-color-primary:#a78bfa!important;}");
    expect(css).toContain(
      "@media (prefers-color-scheme:dark){.gh-w[data-theme='os']{--gh-color-primary:#a78bfa!important;}}",
    );
  });

  it('writes nothing a style file could inject', () => {
    const css = widgetStyleCss({
      light: { globals: ':host{--descope-colors-primary-main:red;}</style><script>x</script>{}' },
      dark: { globals: ':host{--descope-colors-primary-main:url(javascript:x)}' },
    });
    expect(css).not.toContain('<');
    expect(css).not.toContain('url(');
    expect(widgetStyleCss('nonsense')).toBe('');
  });

  it('loads {style-id}.json from the project content', async () => {
    const seen = capture('get', '/pages/P2test/v2-beta/brand-2.json', STYLE);
    const css = await loadWidgetStyle(testClient().http, 'brand-2');
    expect(seen).toHaveLength(1);
    expect(css).toEqual({ css: expect.stringContaining('#7c3aed') });
  });

  it('says why a style did not load', async () => {
    capture('get', '/pages/P2test/v2-beta/gone.json', {}, { status: 404 });
    expect(await loadWidgetStyle(testClient().http, 'gone')).toMatchObject({
      error: expect.any(String),
    });
  });

  it('refuses an id that is not one file name, before any request', async () => {
    const seen = capture('get', '/pages/P2test/v2-beta/x.json', STYLE);
    const refused = await loadWidgetStyle(testClient().http, '../x');
    expect(refused).toEqual({ error: '"../x" is not a style id' });
    expect(seen).toHaveLength(0);
  });
});
