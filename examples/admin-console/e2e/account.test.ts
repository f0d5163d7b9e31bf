import { NAME_MAX_LENGTH } from '@gatehouse/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, consoleApp, region, scrollsSideways, signIn } from './harness';

// The signed-in user at the foot of the sidebar, with a name as long as a name may be
// (NAME_MAX_LENGTH): two lines at most, then an ellipsis, the whole name in its title and in
// the accessibility tree (issue 24: it wrapped to 11 lines).

const app = consoleApp();

const ADA = 'ada.lovelace@acme.test';
/** Words to NAME_MAX_LENGTH characters, as a long name of many parts reads. */
const LONG_NAME = 'Augusta Ada Byron King Lovelace '
  .repeat(Math.ceil(NAME_MAX_LENGTH / 32))
  .slice(0, NAME_MAX_LENGTH)
  .trim();

const account = (page: Page) => region(page, 'Account');

/** How the name is laid out: its lines (height over line height) and whether it is cut. */
const nameBox = (page: Page) =>
  account(page)
    .locator('.account__name')
    .evaluate((element) => {
      const { lineHeight } = getComputedStyle(element);
      return {
        lines: Math.round(element.getBoundingClientRect().height / Number.parseFloat(lineHeight)),
        cut: element.scrollHeight > element.clientHeight,
        title: element.getAttribute('title'),
        text: element.textContent,
      };
    });

describe('the account in the sidebar', () => {
  it('shows a long name on two lines at most, with an ellipsis, whole in its title', async () => {
    const ada = app.emulator.store.data.users.find((user) => user.loginIds.includes(ADA));
    if (!ada) throw new Error('no Ada in the demo seed');
    ada.name = LONG_NAME;
    const page = await app.open();
    await signIn(page, ADA, ADMIN.password);
    await account(page).getByText('Signed in as', { exact: false }).waitFor();

    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      if (width === 360) await page.getByRole('button', { name: 'Menu' }).click();
      await expect
        .poll(() => nameBox(page))
        .toEqual({
          lines: 2,
          cut: true,
          title: LONG_NAME,
          text: `Signed in as ${LONG_NAME}`,
        });
      expect(await scrollsSideways(page), `at ${width}px`).toBe(false);
      // The email under it and Sign out stay in view: the name did not push them away.
      expect(await account(page).getByText(ADA, { exact: true }).isVisible()).toBe(true);
      expect(await account(page).getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    }
    await page.context().close();
  });

  it('shows a short name whole, on one line, uncut', async () => {
    const page = await app.open();
    await signIn(page);
    await account(page).getByText(`Signed in as ${ADMIN.name}`).waitFor();
    expect(await nameBox(page)).toEqual({
      lines: 1,
      cut: false,
      title: ADMIN.name,
      text: `Signed in as ${ADMIN.name}`,
    });
    await page.context().close();
  });
});
