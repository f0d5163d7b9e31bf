import { describe, expect, it } from 'vitest';
import type { Screen } from '../nodes';
import { hasErrorNode } from './error-node';
import { applyErrorText } from './error-text';

const SCREEN: Screen = {
  id: 's',
  nodes: [
    { type: 'text', variant: 'error', text: 'placeholder error' },
    { type: 'container', children: [{ type: 'text', variant: 'error', text: '' }] },
    { type: 'text', text: 'body' },
  ],
};

describe('applyErrorText', () => {
  it('puts errorText into every error node, and empties them without one', () => {
    const shown = applyErrorText(SCREEN, 'Wrong code');
    expect(shown.nodes[0]).toMatchObject({ text: 'Wrong code' });
    expect(shown.nodes[1]).toMatchObject({ children: [{ text: 'Wrong code' }] });
    expect(shown.nodes[2]).toMatchObject({ text: 'body' });
    expect(applyErrorText(SCREEN, undefined).nodes[0]).toMatchObject({ text: '' });
  });

  it('leaves a screen without an error node alone', () => {
    const plain: Screen = { id: 'p', nodes: [{ type: 'text', text: 'x' }] };
    expect(hasErrorNode(plain.nodes)).toBe(false);
    expect(hasErrorNode(SCREEN.nodes)).toBe(true);
    expect(applyErrorText(plain, 'oops')).toBe(plain);
  });
});
