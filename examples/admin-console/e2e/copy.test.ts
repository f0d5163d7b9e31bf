import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, dialog, goTo, openSignedIn, region, row } from './harness';

// The console's words as a person reads them (issue 24): one heading per view, titles that
// count what they act on, statements that end as statements, one word for signing out, one
// way of saying a field is required, and the access-key notice in the UI's casing.

const app = consoleApp();

const title = (page: Page) => dialog(page).getByRole('heading').first().textContent();

describe("the console's words", () => {
  it('heads each view once, and titles a confirmation by how many it acts on', async () => {
    const page = await openSignedIn(app, 'users');
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Users']);
    const users = region(page, 'Users');
    await row(users, 'Ada Lovelace').click();
    await users.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await title(page)).toBe('Delete user');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await users.getByRole('button', { name: 'Reset password', exact: true }).click();
    expect(
      await dialog(page)
        .getByText(/temporary password/)
        .textContent(),
    ).toBe('This will generate a new temporary password for Ada Lovelace.');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await row(users, 'Grace Hopper').click();
    await users.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await title(page)).toBe('Delete 2 users');
    await page.context().close();
  });

  it('says Sign out in the sidebar and in the profile, and never Log out', async () => {
    const page = await openSignedIn(app, 'profile');
    const signOut = page.getByRole('button', { name: 'Sign out', exact: true });
    await expect.poll(() => signOut.count()).toBe(2);
    expect(await page.getByText(/log ?out/i).count()).toBe(0);
    await page.context().close();
  });

  it('names the empty required field the same way in every form', async () => {
    const page = await openSignedIn(app, 'users');
    await region(page, 'Users').getByRole('button', { name: 'Create user', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByText('Login id is required', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await goTo(page, 'roles');
    await region(page, 'Roles').getByRole('button', { name: 'Create role' }).click();
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByText('Name is required', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await goTo(page, 'access-keys');
    await region(page, 'Access keys').getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByText('Name is required', { exact: true }).waitFor();
    expect(await dialog(page).getByText('This field is required').count()).toBe(0);
    await page.context().close();
  });

  it("says 'Access key created successfully', as the UI writes access key", async () => {
    const page = await openSignedIn(app, 'access-keys');
    await region(page, 'Access keys').getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByLabel(/^Name/).fill('Worded key');
    await dialog(page)
      .getByLabel(/^Expires in/)
      .fill('0');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Access key created successfully', { exact: true }).waitFor();
    await page.context().close();
  });
});
