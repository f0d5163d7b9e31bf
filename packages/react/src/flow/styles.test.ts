import { describe, expect, it } from 'vitest';
import { TOKENS } from '../design/tokens';
import { FLOW_CSS } from './styles';

// The flow's stylesheet stands on the design system: its tokens are defined on the flow's
// root, the theme's globals fall back to the design colours, and the card and its parts read
// tokens instead of values of their own.

const rule = (selector: string) => {
  const at = FLOW_CSS.indexOf(`\n${selector} {`);
  expect(at, selector).toBeGreaterThan(-1);
  return FLOW_CSS.slice(at, FLOW_CSS.indexOf('}', at));
};

describe('FLOW_CSS', () => {
  it('defines the design tokens on the flow, light, dark and following the OS', () => {
    expect(FLOW_CSS).toContain(`--gh-space-4:${TOKENS.space['4']}`);
    expect(FLOW_CSS).toContain(`--gh-shadow-md:${TOKENS.shadow.dark.md}`);
    expect(FLOW_CSS).toContain(".gh-flow[data-theme='dark']{");
    expect(FLOW_CSS).toContain("@media (prefers-color-scheme:dark){.gh-flow[data-theme='os']{");
  });

  it("lets the theme's colours override the design colours, per scheme", () => {
    expect(FLOW_CSS).toContain(
      `--gh-color-surface: var(--gh-light-surface, ${TOKENS.color.light.bg});`,
    );
    expect(FLOW_CSS).toContain(
      `--gh-color-error: var(--gh-dark-error, ${TOKENS.color.dark.danger});`,
    );
    expect(FLOW_CSS).toContain(
      `--gh-color-border: var(--gh-light-border, ${TOKENS.color.light.control});`,
    );
    expect(FLOW_CSS).toContain(`--gh-radius: var(--gh-theme-radius, ${TOKENS.radius.md});`);
  });

  it('draws a card with an edge and elevation', () => {
    const card = rule('.gh-flow');
    expect(card).toContain('border: 1px solid var(--gh-color-divider)');
    expect(card).toContain('box-shadow: var(--gh-shadow-md)');
    expect(card).toContain('background: var(--gh-color-surface)');
    expect(rule('.gh-flow :focus-visible')).toContain('var(--gh-focus-width) solid');
  });

  it('uses no colour literal outside the design tokens and the defaults', () => {
    // Every rule after the custom properties reads var(--gh-...) for its colours.
    const rules = FLOW_CSS.slice(FLOW_CSS.indexOf('.gh-flow *, .gh-flow *::before'));
    expect(rules).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i);
  });
});
