import { describe, expect, it } from 'vitest';
import type { Screen } from '../nodes';
import { applyComponentsConfig, mergeComponentsConfig } from './components-config';

const SCREEN: Screen = {
  id: 's',
  nodes: [
    { type: 'input', name: 'role', inputType: 'select', label: 'Role' },
    {
      type: 'container',
      children: [{ type: 'input', id: 'dept-id', name: 'dept', inputType: 'text', label: 'Dept' }],
    },
    { type: 'link', id: 'help', href: 'https://x.test', text: 'Help' },
    { type: 'button', interactionId: 'go', label: 'Go', variant: 'primary' },
  ],
};

describe('componentsConfig', () => {
  it('sets attributes on every node of a name, mapped to our fields and checked', () => {
    const shown = applyComponentsConfig(SCREEN, {
      role: {
        data: JSON.stringify([{ label: 'Admin', value: 'admin' }, 'viewer']),
        label: 'Your role',
        required: 'true',
        onclick: 'alert(1)',
      },
      dept: {
        placeholder: 'Sales',
        maxlength: '20',
        readonly: true,
        'data-errormessage-pattern-mismatch': 'No',
      },
    });
    expect(shown.nodes[0]).toEqual({
      type: 'input',
      name: 'role',
      inputType: 'select',
      label: 'Your role',
      required: true,
      options: [
        { value: 'admin', label: 'Admin' },
        { value: 'viewer', label: 'viewer' },
      ],
    });
    expect(shown.nodes[1]).toMatchObject({
      children: [{ placeholder: 'Sales', maxLength: 20, readOnly: true, patternMessage: 'No' }],
    });
  });

  it('applies componentsDynamicAttrs by [name], [data-name] and #id only', () => {
    const shown = applyComponentsConfig(SCREEN, {
      componentsDynamicAttrs: {
        '[data-name="role"]': { attributes: { label: 'Role (dynamic)' } },
        '#help': { attributes: { href: 'https://help.x.test' } },
        '#go': { attributes: { disabled: 'true' } },
        '[name=dept]': { attributes: { value: 'R&D' } },
        'div > .x': { attributes: { label: 'ignored' } },
      },
    });
    expect(shown.nodes[0]).toMatchObject({ label: 'Role (dynamic)' });
    expect(shown.nodes[1]).toMatchObject({ children: [{ value: 'R&D' }] });
    expect(shown.nodes[2]).toMatchObject({ href: 'https://help.x.test' });
    expect(shown.nodes[3]).toMatchObject({ disabled: true });
  });

  it('refuses an unsafe href and a malformed options list', () => {
    const shown = applyComponentsConfig(SCREEN, {
      role: { data: '[not json' },
      componentsDynamicAttrs: { '#help': { attributes: { href: 'javascript:alert(1)' } } },
    });
    expect(shown.nodes[0]).not.toHaveProperty('options');
    expect(shown.nodes[2]).toMatchObject({ href: 'https://x.test' });
  });

  it('merges the sources in order, attribute by attribute', () => {
    expect(
      mergeComponentsConfig(
        {
          role: { label: 'flow', required: true },
          componentsDynamicAttrs: { '#a': { attributes: { x: 1 } } },
        },
        undefined,
        { role: { label: 'condition' } },
        {
          role: { placeholder: 'state' },
          componentsDynamicAttrs: { '#a': { attributes: { y: 2 } } },
        },
      ),
    ).toEqual({
      role: { label: 'condition', required: true, placeholder: 'state' },
      componentsDynamicAttrs: { '#a': { attributes: { x: 1, y: 2 } } },
    });
  });
});
