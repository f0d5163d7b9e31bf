import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('fills names and dotted paths with text, numbers and booleans', () => {
    expect(
      fillTemplate('Delete {name}? {count} {a.b} {flag}', {
        name: 'ci',
        count: 2,
        a: { b: 'deep' },
        flag: true,
      }),
    ).toBe('Delete ci? 2 deep true');
  });

  it('leaves a placeholder without a plain value empty, and never reads inherited keys', () => {
    expect(
      fillTemplate('[{missing}] [{obj}] [{toString}] [{a.constructor}]', { obj: {}, a: {} }),
    ).toBe('[] [] [] []');
    expect(fillTemplate('no placeholders', undefined)).toBe('no placeholders');
  });

  it('returns markup in values as plain text, for the renderer to show as text', () => {
    expect(fillTemplate('Hi {name}', { name: '<img src=x onerror=alert(1)>' })).toBe(
      'Hi <img src=x onerror=alert(1)>',
    );
  });
});
