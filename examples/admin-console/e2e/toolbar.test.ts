import { axeViolations } from '@gatehouse/e2e-kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, dialog, focused, openSignedIn, region } from './harness';

// The Users toolbar (issue 29): eight actions after Create wrapped into five rows of buttons
// at 360 px. At the widget's own narrow width they fold into a More menu (role=menu, arrow
// keys, Escape back to its button), whose items the store's $buttons enable as the buttons;
// wide, every button shows and More does not.

const app = consoleApp();

const ACTIONS = [
  'Edit',
  'Activate',
  'Disable',
  'Delete',
  'Reset password',
  'Remove passkey',
  'Resend invitation',
  'Sign out everywhere',
];

const users = (page: Page) => region(page, 'Users');
const toolbar = (page: Page) => users(page).getByRole('toolbar');
const more = (page: Page) => toolbar(page).getByRole('button', { name: 'More', exact: true });

/** How many rows the toolbar's shown buttons take (a menu's items are not the toolbar's). */
const rowsOf = (bar: Locator) =>
  bar.evaluate(
    (element) =>
      new Set(
        [...element.querySelectorAll('button')]
          .filter((button) => button.getClientRects().length > 0 && !button.closest('[role=menu]'))
          .map((button) => Math.round(button.getBoundingClientRect().top)),
      ).size,
  );

const shownButtons = (bar: Locator) =>
  bar.evaluate((element) =>
    [...element.querySelectorAll('button')]
      .filter((button) => button.getClientRects().length > 0)
      .map((button) => button.textContent?.trim()),
  );

async function narrow() {
  const page = await openSignedIn(app, 'users');
  await page.setViewportSize({ width: 360, height: 800 });
  await more(page).waitFor();
  return page;
}

describe('the Users toolbar', () => {
  it('at 360 px shows Create user and More, in at most two rows', async () => {
    const page = await narrow();
    expect(await shownButtons(toolbar(page))).toEqual(['Create user', 'More']);
    expect(await rowsOf(toolbar(page))).toBeLessThanOrEqual(2);
    expect(await more(page).getAttribute('aria-haspopup')).toBe('menu');
    expect(await more(page).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('opens its menu by keyboard, moves with the arrows, and Escape returns to More', async () => {
    const page = await narrow();
    await more(page).focus();
    await page.keyboard.press('Enter');
    const menu = users(page).getByRole('menu', { name: 'More' });
    await menu.waitFor();
    expect(await more(page).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(ACTIONS);
    // Nothing selected: every action but none is disabled, as its button is.
    expect(await menu.getByRole('menuitem', { name: 'Edit' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Edit' });
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Activate' });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ text: 'Sign out everywhere' });
    await page.keyboard.press('Home');
    expect(await focused(page)).toMatchObject({ text: 'Edit' });
    // A disabled item does nothing.
    await page.keyboard.press('Enter');
    expect(await dialog(page).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'More' });
    // ArrowUp on More opens it at its last item.
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ role: 'menuitem', text: 'Sign out everywhere' });
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('acts on the selection from the menu, as the buttons do, and focus comes back to More', async () => {
    const page = await narrow();
    await users(page).getByRole('checkbox', { name: 'Select Ada Lovelace', exact: true }).check();
    await more(page).focus();
    await page.keyboard.press('ArrowDown');
    const edit = users(page).getByRole('menuitem', { name: 'Edit' });
    expect(await edit.getAttribute('aria-disabled')).toBeNull();
    await page.keyboard.press('Enter');
    await dialog(page).getByRole('heading', { name: 'Edit user' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', text: 'More' });
    await page.context().close();
  });

  it('decides by the widget’s own width: every button when wide, folded in a narrow column', async () => {
    const page = await openSignedIn(app, 'users');
    await page.setViewportSize({ width: 1280, height: 800 });
    await toolbar(page).getByRole('button', { name: 'Sign out everywhere' }).waitFor();
    expect(await shownButtons(toolbar(page))).toEqual(['Create user', ...ACTIONS]);
    // The same window, the widget in a 360 px column: it folds.
    await users(page).evaluate((widget) => {
      (widget as HTMLElement).style.maxWidth = '360px';
    });
    await more(page).waitFor();
    expect(await shownButtons(toolbar(page))).toEqual(['Create user', 'More']);
    await page.context().close();
  });
});
