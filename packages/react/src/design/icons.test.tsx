import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckIcon, SearchIcon } from './icons';
import { PROVIDER_MARKS } from './provider-marks';
import { SortAscIcon } from './table-icons';

describe('icons', () => {
  it('are decorative by default, in currentColor, never fetched', () => {
    const { container } = render(<SearchIcon />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('width')).toBe('16');
    expect(container.innerHTML).not.toMatch(/href|url\(/);
  });

  it('take a size and, with a title, become a named image', () => {
    const { container } = render(<CheckIcon size={20} title="Copied" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-label')).toBe('Copied');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
    expect(svg.getAttribute('width')).toBe('20');
    render(<SortAscIcon />);
  });

  it('has a filled mark for each OAuth provider of spec 001 §9', () => {
    expect(Object.keys(PROVIDER_MARKS).sort()).toEqual([
      'apple',
      'discord',
      'facebook',
      'github',
      'gitlab',
      'google',
      'linkedin',
      'microsoft',
      'slack',
    ]);
    for (const Mark of Object.values(PROVIDER_MARKS)) {
      const { container } = render(<Mark />);
      const svg = container.querySelector('svg')!;
      expect(svg.getAttribute('fill')).toBe('currentColor');
      expect(svg.querySelector('path')?.getAttribute('d')).toBeTruthy();
    }
  });
});
