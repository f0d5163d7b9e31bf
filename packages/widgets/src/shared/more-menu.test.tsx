import { onDemand, USER_LAYOUTS, USER_TOOLBAR_ACTIONS } from '@gatehouse/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FoldingActionButtons } from './more-menu';

// The More menu of a folding toolbar (more-menu.tsx, its list in menu-list.tsx): its items are
// the toolbar's actions, enabled by the same map as the buttons; a list that cannot load says
// so, and the next press asks again. Which width folds is Chromium's (e2e/toolbar.test.ts):
// here, with no layout, More is hidden by its style, so it is found with `hidden`.

const hidden = { hidden: true };

const root = USER_LAYOUTS.root;
const enabled = Object.fromEntries(USER_TOOLBAR_ACTIONS.map((each) => [each, false])) as Record<
  (typeof USER_TOOLBAR_ACTIONS)[number],
  boolean
>;

function toolbar(load: () => Promise<typeof import('./menu-list')>, onOpen = vi.fn()) {
  const menu = onDemand('the test menu', load);
  render(
    <FoldingActionButtons
      menu={menu}
      actions={USER_TOOLBAR_ACTIONS}
      root={root}
      enabled={{ ...enabled, edit: true }}
      onOpen={onOpen}
    />,
  );
  return { onOpen, more: screen.getByRole('button', { ...hidden, name: 'More' }) };
}

describe('the More menu', () => {
  it('lists the actions, enabled as the buttons are, and opens the chosen one', async () => {
    const { onOpen, more } = toolbar(() => import('./menu-list'));
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const menu = await screen.findByRole('menu', { ...hidden, name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem', hidden);
    expect(items.map((item) => item.textContent)).toEqual(
      USER_TOOLBAR_ACTIONS.map((each) => root.buttons[each]),
    );
    // The same enablement as the buttons beside it: only Edit.
    const buttons = screen.getAllByRole('button', { hidden: true }).filter((b) => b.dataset.fold);
    expect(items.map((item) => item.getAttribute('aria-disabled') === 'true')).toEqual(
      buttons.map((button) => button.hasAttribute('disabled')),
    );
    fireEvent.click(screen.getByRole('menuitem', { ...hidden, name: root.buttons.disable }));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('menuitem', { ...hidden, name: root.buttons.edit }));
    expect(onOpen).toHaveBeenCalledWith('edit');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(more);
  });

  it('says when its list cannot load, and the next press asks again', async () => {
    const load = vi
      .fn<() => Promise<typeof import('./menu-list')>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('./menu-list'));
    const { more } = toolbar(load);
    fireEvent.click(more);
    await screen.findByRole('alert', hidden);
    expect(screen.queryByRole('menu', hidden)).toBeNull();
    await act(async () => fireEvent.click(more));
    fireEvent.click(more);
    await screen.findByRole('menu', hidden);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
