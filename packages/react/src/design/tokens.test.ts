import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { CONTRAST_PAIRS, designCss, designVars, TOKENS } from './tokens';

describe('design tokens', () => {
  it('computes contrast like WCAG', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(['light', 'dark'] as const)('%s: every drawn pair meets WCAG AA', (scheme) => {
    const colors = TOKENS.color[scheme];
    for (const [fg, bg, min] of CONTRAST_PAIRS) {
      const ratio = contrastRatio(colors[fg], colors[bg]);
      expect(ratio, `${scheme} ${fg} on ${bg}: ${ratio.toFixed(2)}`).toBeGreaterThanOrEqual(min);
    }
  });

  it('names every token --gh-<group>-<name>, the colours per scheme', () => {
    const light = designVars('light');
    const dark = designVars('dark');
    expect(light['--gh-color-bg']).toBe(TOKENS.color.light.bg);
    expect(dark['--gh-color-bg']).toBe(TOKENS.color.dark.bg);
    expect(light['--gh-space-2']).toBe('8px');
    expect(light['--gh-radius-md']).toBeTruthy();
    expect(light['--gh-shadow-lg']).not.toBe(dark['--gh-shadow-lg']);
    expect(Object.keys(light).sort()).toEqual(Object.keys(dark).sort());
    for (const name of Object.keys(light)) expect(name).toMatch(/^--gh-[a-z]+-[a-z0-9-]+$/);
  });

  it('the stylesheet switches on data-theme and the system scheme', () => {
    const css = designCss('.x');
    expect(css).toContain(`.x{--gh-space-0:0;`);
    expect(css).toContain(`.x[data-theme='dark']{--gh-color-bg:${TOKENS.color.dark.bg};`);
    expect(css).toContain(`@media (prefers-color-scheme:dark){.x[data-theme='os']{`);
  });
});
