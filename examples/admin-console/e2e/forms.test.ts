import { settled } from '@gatehouse/e2e-kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, dialog, focused, openSignedIn, region } from './harness';

// The widgets' forms in Chromium, by mouse as a person uses them: the multi-select of a long
// list, and a server's refusal of one field shown on that field. Against the emulator, signed
// in as the Tenant Admin of Acme.

const app = consoleApp();

/** The scroll offset of the dialog's listbox named `name`. */
/** Whether the element is inside the viewport (and its scrolled ancestors). */
const inView = (locator: Locator) =>
  locator.evaluate(
    (element) =>
      new Promise<boolean>((resolve) => {
        new IntersectionObserver((entries, observer) => {
          observer.disconnect();
          resolve((entries[0]?.intersectionRatio ?? 0) > 0.9);
        }).observe(element);
      }),
  );

const listScroll = (page: Page, name: string) =>
  dialog(page)
    .getByRole('listbox', { name })
    .evaluate((list) => list.scrollTop);

describe('the forms', () => {
  it('adds the last permission of a scrolled list by mouse, and the list stays where it was', async () => {
    const page = await openSignedIn(app, 'roles');
    await region(page, 'Roles').getByRole('button', { name: 'Create role' }).click();
    const permissions = dialog(page).getByRole('listbox', { name: 'Permissions' });
    // The seed's six permissions do not fit: scroll to the end, as a wheel would.
    await permissions.evaluate((list) => {
      list.scrollTop = list.scrollHeight;
    });
    const scrolled = await listScroll(page, 'Permissions');
    expect(scrolled).toBeGreaterThan(0);

    const last = permissions.getByRole('option', { name: 'docs.read', exact: true });
    // Pressed where it shows once the dialog is still, as a person's pointer is: Playwright's
    // own click scrolls an element it finds moving (a dialog opening on a busy machine) before
    // it clicks, which would move the list for a reason of the test's.
    await settled(page);
    const box = await last.boundingBox();
    if (!box) throw new Error('the last permission is not shown');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(await last.getAttribute('aria-selected')).toBe('true');
    expect(await listScroll(page, 'Permissions')).toBe(scrolled);
    // The click also made it the active option (the one the keyboard goes on from).
    expect(await permissions.getAttribute('aria-activedescendant')).toBe(
      await last.getAttribute('id'),
    );
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    expect(
      await permissions
        .getByRole('option', { name: 'audit.read', exact: true })
        .getAttribute('aria-selected'),
    ).toBe('true');

    await dialog(page).getByLabel(/^Name/).fill('Reader');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Role created successfully').waitFor();
    const stored = app.emulator.store.data.roles.find((role) => role.name === 'Reader');
    expect(stored?.permissionNames).toEqual(['docs.read', 'audit.read']);
    await page.context().close();
  });

  it('focuses a keyboard user on the first option they can see', async () => {
    const page = await openSignedIn(app, 'roles');
    await region(page, 'Roles').getByRole('button', { name: 'Create role' }).click();
    const permissions = dialog(page).getByRole('listbox', { name: 'Permissions' });
    await permissions.focus();
    expect((await focused(page))?.role).toBe('listbox');
    expect(await permissions.getAttribute('aria-activedescendant')).toBe(
      await permissions.getByRole('option').first().getAttribute('id'),
    );
    await page.keyboard.press('Space');
    expect(await permissions.getByRole('option').first().getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.context().close();
  });

  it('puts a login id another user has on its field, focused and in view, and keeps the form', async () => {
    const page = await openSignedIn(app, 'users');
    await page.setViewportSize({ width: 1280, height: 700 });
    const users = region(page, 'Users');
    await users.getByRole('button', { name: 'Create user', exact: true }).click();
    const form = dialog(page);
    await form.getByLabel(/^Login id/).fill('ada.lovelace@acme.test');
    await form.getByLabel(/^Display name/).fill('Another Ada');
    // The last field: the login id scrolls out of view above.
    await form.getByLabel(/^Department/).fill('Operations');
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    const loginId = form.getByLabel(/^Login id/);
    await expect.poll(() => loginId.getAttribute('aria-invalid')).toBe('true');
    const described = (await loginId.getAttribute('aria-describedby')) ?? '';
    expect(described).not.toBe('');
    const message = page.locator(`[id="${described.split(' ')[0]}"]`);
    expect(await message.textContent()).toBe('Another user already signs in with this login id');
    expect((await focused(page))?.name).toMatch(/^Login id/);
    await expect.poll(() => inView(loginId)).toBe(true);
    expect(await form.getByLabel(/^Display name/).inputValue()).toBe('Another Ada');
    expect(await form.getByLabel(/^Department/).inputValue()).toBe('Operations');

    // The notice of the spec (000 §8) is there too, with a close button; the next success
    // closes it.
    const failure = page.getByRole('alert').filter({ hasText: 'Failed to create user' });
    await failure.waitFor();
    await loginId.fill('ada.second@acme.test');
    expect(await loginId.getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('User created successfully').waitFor();
    await expect.poll(() => failure.count()).toBe(0);
    await page.context().close();
  });

  it('shows an error notice at the bottom-start corner and closes it with its close button', async () => {
    const page = await openSignedIn(app, 'users');
    await region(page, 'Users').getByRole('button', { name: 'Create user', exact: true }).click();
    await dialog(page)
      .getByLabel(/^Login id/)
      .fill('ada.lovelace@acme.test');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    const toasts = page.getByRole('list', { name: 'Notifications' });
    await toasts.getByRole('alert').waitFor();
    // Spec 000 §9: bottom-start, which in a left-to-right page is the bottom-left corner: of
    // the main column, so that it does not cover the sidebar's account and Sign out.
    await settled(page);
    const box = await toasts.getByRole('listitem').first().boundingBox();
    const sidebar = await page.locator('.sidebar').boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport || !sidebar) throw new Error('the notice is not shown');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
      'ltr',
    );
    const mainStart = sidebar.x + sidebar.width;
    expect(box.x).toBeGreaterThanOrEqual(mainStart);
    expect(box.x - mainStart).toBeLessThanOrEqual(32);
    expect(box.x + box.width).toBeLessThan(viewport.width / 2);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
    await toasts.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(() => toasts.count()).toBe(0);
    await page.context().close();
  });
});
