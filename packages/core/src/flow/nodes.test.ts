import { describe, expect, it } from 'vitest';
import { Screen } from './nodes';

// The screen schema validates every node at the edge, containers to any depth: a known node of
// the wrong shape fails the screen, an `unknown` node (a component the mapper could not draw)
// survives.

const input = { type: 'input', name: 'email', inputType: 'email', label: 'Email' };
const nested = (child: unknown) => ({
  id: 's',
  nodes: [
    { type: 'container', children: [{ type: 'container', direction: 'row', children: [child] }] },
  ],
});

describe('Screen', () => {
  it('accepts nested containers of valid nodes', () => {
    const parsed = Screen.safeParse(nested(input));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.nodes[0]).toMatchObject({ children: [{ children: [input] }] });
  });

  it('rejects a malformed node however deep it sits', () => {
    expect(Screen.safeParse(nested({ ...input, label: 7 })).success).toBe(false);
    expect(Screen.safeParse(nested({ type: 'text' })).success).toBe(false);
    expect(
      Screen.safeParse(nested({ type: 'container', direction: 'diagonal', children: [] })).success,
    ).toBe(false);
  });

  it('keeps an unknown node, deep or not', () => {
    const parsed = Screen.safeParse(nested({ type: 'unknown', component: 'fancyToggle', id: 'f' }));
    expect(parsed.data?.nodes[0]).toMatchObject({
      children: [{ children: [{ type: 'unknown', component: 'fancyToggle', id: 'f' }] }],
    });
  });
});
