import { onDemand, USER_LAYOUTS, USER_TOOLBAR_ACTIONS } from '@gatehouse/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FoldingActionButtons } from './folding-action-buttons';

// A folding toolbar (folding-action-buttons.tsx; More in more-menu.tsx, its list in
// menu-list.tsx, both in the toolbar's part): the menu's items are the toolbar's actions,
// enabled by the same map as the buttons; a part that cannot load leaves every button unfolded.
// Which width folds is Chromium's (e2e/toolbar.test.ts): here, with no layout, More is hidden by
// its style, so it is found with `hidden`.

const hidden = { hidden: true };

const root = USER_LAYOUTS.root;
const enabled = Object.fromEntries(USER_TOOLBAR_ACTIONS.map((each) => [each, false])) as Record<
  (typeof USER_TOOLBAR_ACTIONS)[number],
  boolean
>;

type Part = typeof import('./more-menu');

function toolbar(load: () => Promise<Part>, onOpen = vi.fn()) {
  const menu = onDemand('the test menu', load);
  return render(
    <FoldingActionButtons
      menu={menu}
      actions={USER_TOOLBAR_ACTIONS}
      root={root}
      enabled={{ ...enabled, edit: true }}
      onOpen={onOpen}
    />,
  );
}

const more = () => screen.findByRole('button', { ...hidden, name: 'More' });

describe('the More menu', () => {
  it('lists the actions, enabled as the buttons are, and opens the chosen one', async () => {
    const onOpen = vi.fn();
    toolbar(() => import('./more-menu'), onOpen);
    const button = await more();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { ...hidden, name: 'More' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
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
    expect(document.activeElement).toBe(button);
  });

  it('leaves every button unfolded when its part cannot load, and a new mount asks again', async () => {
    const load = vi
      .fn<() => Promise<Part>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('./more-menu'));
    const first = toolbar(load);
    // Unfolded: no button is hidden behind a More that never came.
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await act(async () => {});
    const buttons = screen.getAllByRole('button', hidden);
    expect(buttons.map((each) => each.textContent)).toEqual(
      USER_TOOLBAR_ACTIONS.map((each) => root.buttons[each]),
    );
    expect(buttons.some((each) => each.dataset.fold)).toBe(false);
    first.unmount();

    toolbar(load);
    fireEvent.click(await more());
    await screen.findByRole('menu', hidden);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
