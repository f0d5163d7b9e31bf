import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, KitRoot, SearchInput, Toolbar } from './controls';
import { KIT_CSS, PALETTES, themeStyle } from './theme';

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('theme', () => {
  it('computes contrast like WCAG', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(['light', 'dark'] as const)('%s palette meets AA for text pairs', (mode) => {
    const style = themeStyle(mode) as Record<string, string>;
    const v = (name: string) => style[`--gh-w-${name}`]!;
    expect(v('bg')).toBe(PALETTES[mode].bg);
    for (const [fg, bg] of [
      ['fg', 'bg'],
      ['muted', 'bg'],
      ['danger', 'bg'],
      ['primary', 'bg'],
      ['on-primary', 'primary'],
      ['on-primary', 'danger'],
    ]) {
      expect(contrast(v(fg!), v(bg!)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    // Non-text: borders and the focus ring need 3:1.
    expect(contrast(v('border'), v('bg'))).toBeGreaterThanOrEqual(3);
    expect(contrast(v('focus'), v('bg'))).toBeGreaterThanOrEqual(3);
    expect(v('radius')).toBeTruthy();
    expect(v('font')).toBeTruthy();
  });

  it("'os' and undefined leave colours to the CSS media query", () => {
    for (const theme of ['os', undefined] as const) {
      const style = themeStyle(theme) as Record<string, string>;
      expect(style['--gh-w-bg']).toBeUndefined();
      expect(style['--gh-w-radius']).toBeTruthy();
    }
    expect(KIT_CSS).toContain("@media (prefers-color-scheme:dark){.gh-w[data-theme='os']{");
    expect(KIT_CSS).toContain(`--gh-w-bg:${PALETTES.dark.bg}`);
    expect(KIT_CSS).toContain('prefers-reduced-motion:reduce');
    expect(KIT_CSS).toContain(':focus-visible');
    expect(KIT_CSS).toContain('inset-inline-start');
  });

  it('KitRoot sets data-theme, the tokens and the stylesheet', () => {
    const { container, rerender } = render(<KitRoot theme="dark">x</KitRoot>);
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--gh-w-bg')).toBe(PALETTES.dark.bg);
    expect(root.querySelector('style')?.textContent).toBe(KIT_CSS);
    rerender(<KitRoot>x</KitRoot>);
    expect(root.dataset.theme).toBe('os');
  });
});

describe('controls', () => {
  it('Button variants and disabled', () => {
    const onClick = vi.fn();
    render(
      <Toolbar label="Access key actions">
        <Button variant="primary" onClick={onClick}>
          Create
        </Button>
        <Button variant="danger" disabled onClick={onClick}>
          Delete
        </Button>
        <Button>Activate</Button>
      </Toolbar>,
    );
    const create = screen.getByRole('button', { name: 'Create' });
    const del = screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;
    expect(create.getAttribute('type')).toBe('button');
    expect(create.dataset.variant).toBe('primary');
    expect(create.hasAttribute('aria-disabled')).toBe(false);
    expect(del.disabled).toBe(true);
    expect(del.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(del);
    expect(onClick).not.toHaveBeenCalled();
    // The toolbar moves between enabled buttons with the arrows.
    expect(screen.getByRole('toolbar', { name: 'Access key actions' })).toBeTruthy();
    create.focus();
    fireEvent.keyDown(create, { key: 'ArrowRight' });
    expect(document.activeElement?.textContent).toBe('Activate');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(create);
  });

  it('SearchInput is labelled and clears', () => {
    function Harness() {
      const [text, setText] = useState('');
      return <SearchInput label="Search roles" value={text} onChange={setText} />;
    }
    render(<Harness />);
    const input = screen.getByRole('searchbox', { name: 'Search roles' }) as HTMLInputElement;
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(input, { target: { value: 'admin' } });
    expect(input.value).toBe('admin');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
  });
});
