import { describe, expect, it } from 'vitest';
import type { Screen } from '../nodes';
import { applyComponentsState } from './components-state';

const SCREEN: Screen = {
  id: 's',
  nodes: [
    { type: 'text', id: 'intro', text: 'Hello' },
    { type: 'input', id: 'email-field', name: 'email', inputType: 'email', label: 'Email' },
    { type: 'input', id: 'code', name: 'code', inputType: 'text', label: 'Code' },
    {
      type: 'container',
      id: 'sso',
      children: [{ type: 'button', interactionId: 'google', label: 'Google', variant: 'sso' }],
    },
    { type: 'button', interactionId: 'submit', label: 'Go', variant: 'primary' },
  ],
};

describe('applyComponentsState', () => {
  it('hides by id (a container with its children), disables and makes read-only', () => {
    const shown = applyComponentsState(SCREEN, {
      intro: 'hide',
      sso: 'hide',
      'email-field': 'read-only',
      code: 'disable',
      submit: 'disable',
    });
    expect(shown.nodes.map((node) => node.id ?? node.type)).toEqual([
      'email-field',
      'code',
      'button',
    ]);
    expect(shown.nodes[0]).toMatchObject({ readOnly: true });
    expect(shown.nodes[1]).toMatchObject({ disabled: true });
    expect(shown.nodes[2]).toMatchObject({ interactionId: 'submit', disabled: true });
  });

  it('reaches into containers by a button interaction id, and ignores unknown actions and ids', () => {
    const shown = applyComponentsState(SCREEN, { google: 'hide', intro: 'explode', ghost: 'hide' });
    expect(shown.nodes[3]).toMatchObject({ id: 'sso', children: [] });
    expect(shown.nodes[0]).toEqual(SCREEN.nodes[0]);
  });

  it('returns the screen itself without a state', () => {
    expect(applyComponentsState(SCREEN, undefined)).toBe(SCREEN);
    expect(applyComponentsState(SCREEN, {})).toBe(SCREEN);
  });
});
