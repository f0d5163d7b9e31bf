import { CONTRAST_PAIRS, contrastRatio, designCss } from '@gatehouse/react/design';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, KitRoot, SearchInput, Toolbar } from './controls';
import { KIT_CSS, PALETTES, themeStyle } from './theme';

describe('theme', () => {
  it.each(['light', 'dark'] as const)('%s: the root carries the design tokens at AA', (mode) => {
    const style = themeStyle(mode) as Record<string, string>;
    const v = (name: string) => style[`--gh-color-${name}`]!;
    expect(v('bg')).toBe(PALETTES[mode].bg);
    // The pairs the kit draws, read back from what the root sets.
    for (const [fg, bg, min] of CONTRAST_PAIRS) {
      expect(contrastRatio(v(fg), v(bg)), `${fg} on ${bg}`).toBeGreaterThanOrEqual(min);
    }
    expect(style['--gh-radius-md']).toBeTruthy();
    expect(style['--gh-font-sans']).toBeTruthy();
  });

  it('styles only through the design tokens', () => {
    // Past the tokens' own block, no literal colour: a theme changes every colour at once.
    const rules = KIT_CSS.replace(designCss('.gh-w'), '');
    expect(KIT_CSS).toContain(designCss('.gh-w'));
    expect(rules).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(KIT_CSS).not.toContain('--gh-w-bg');
  });

  it('a disabled button, destructive or not, looks disabled: grey, never the danger colour', () => {
    const rule = KIT_CSS.match(/\.gh-w \.gh-w-btn\[aria-disabled='true'\]\{([^}]*)\}/)?.[1];
    expect(rule).toContain('background:var(--gh-color-disabled-bg)');
    expect(rule).toContain('color:var(--gh-color-disabled-text)');
    expect(rule).toContain('border-color:var(--gh-color-disabled-bg)');
    // More specific than every variant, so it wins over the danger colours.
    expect(KIT_CSS).not.toMatch(/\.gh-w \.gh-w-btn\[data-variant/);
  });

  it("'os' and undefined leave colours to the CSS media query", () => {
    for (const theme of ['os', undefined] as const) {
      const style = themeStyle(theme) as Record<string, string>;
      expect(style['--gh-color-bg']).toBeUndefined();
      expect(style['--gh-radius-md']).toBeTruthy();
    }
    expect(KIT_CSS).toContain("@media (prefers-color-scheme:dark){.gh-w[data-theme='os']{");
    expect(KIT_CSS).toContain(`--gh-color-bg:${PALETTES.dark.bg}`);
    expect(KIT_CSS).toContain('prefers-reduced-motion:reduce');
    expect(KIT_CSS).toContain(':focus-visible');
    // Toasts sit at the bottom-start corner (spec 000 §9); the e2e tests measure where.
    expect(KIT_CSS).toMatch(/\.gh-w-toasts{[^}]*inset-inline-start/);
  });

  it('KitRoot sets data-theme, the tokens and the stylesheet', () => {
    const { container, rerender } = render(<KitRoot theme="dark">x</KitRoot>);
    const root = container.firstElementChild as HTMLElement;
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.getPropertyValue('--gh-color-bg')).toBe(PALETTES.dark.bg);
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
