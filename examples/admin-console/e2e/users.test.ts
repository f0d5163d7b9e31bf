import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, dialog, openSignedIn, region, row, signedInAs, signIn } from './harness';

// The Users view (<UserManagement>, spec 000 §2-§9) in Chromium against the emulator, signed
// in as the Tenant Admin of Acme. The people come from the emulator's demo seed
// (packages/emulator/src/seed/demo.ts): Acme's Ada Lovelace has a phone, Grace Hopper a
// passkey, Edsger Dijkstra no password, Katherine Johnson is active, Donald Knuth invited.
// The seed defines two custom attributes: department (text, editable) and employeeNumber
// (number, not editable).

const app = consoleApp();

const users = (page: Page) => region(page, 'Users');
/** A user's row in the table, found by its selection checkbox. */
const userRow = (page: Page, name: string) =>
  users(page)
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${name}`, exact: true }) });
const cell = (scope: Locator, text: string) =>
  scope.getByRole('gridcell', { name: text, exact: true });
const notice = (page: Page, text: string) => page.getByText(text, { exact: true });
const stored = (loginId: string) =>
  app.emulator.store.data.users.find((user) => user.loginIds.includes(loginId));
const button = (page: Page, name: string) => users(page).getByRole('button', { name, exact: true });

/** Open the confirmation of `action` for the selected user and check its text. */
async function confirm(page: Page, action: string, text: string, submit: string) {
  await button(page, action).click();
  expect(await dialog(page).textContent()).toContain(text);
  await dialog(page).getByRole('button', { name: submit, exact: true }).click();
}

describe('the Users view', () => {
  it('creates a user with roles and custom attributes, listed first and held by the server', async () => {
    const page = await openSignedIn(app, 'users');
    await button(page, 'Create user').click();
    const form = dialog(page);
    await form.getByLabel(/^Login id/).fill('nia.new@acme.test');
    await form.getByLabel(/^Email/).fill('nia.new@acme.test');
    await form.getByLabel(/^Phone/).fill('+1-2025550101');
    await form.getByLabel(/^Display name/).fill('Nia New');
    await form.getByRole('option', { name: 'Support Agent', exact: true }).click();
    await form.getByRole('option', { name: 'Viewer', exact: true }).click();
    await form.getByLabel(/^Department/).fill('Research');
    // employeeNumber is not editable: its field is shown, disabled.
    expect(await form.getByLabel(/^Employee number/).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    await notice(page, 'User created successfully').waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);
    // Listed first, invited, with its attribute in the Department column.
    expect(await users(page).getByRole('checkbox').nth(1).getAttribute('aria-label')).toBe(
      'Select Nia New',
    );
    await cell(userRow(page, 'Nia New'), 'invited').waitFor();
    await cell(userRow(page, 'Nia New'), 'Research').waitFor();

    expect(stored('nia.new@acme.test')).toMatchObject({
      name: 'Nia New',
      email: 'nia.new@acme.test',
      phone: '+12025550101',
      verifiedEmail: true,
      verifiedPhone: true,
      status: 'invited',
      customAttributes: { department: 'Research' },
      userTenants: [{ tenantId: 'T2acme', roleNames: ['Support Agent', 'Viewer'] }],
    });
    await page.context().close();
  });

  it('edits a user: the login id is locked and the phone reads +1-...', async () => {
    const page = await openSignedIn(app, 'users');
    await row(users(page), 'Ada Lovelace').click();
    await button(page, 'Edit').click();
    const form = dialog(page);
    const loginId = form.getByLabel(/^Login id/);
    expect(await loginId.inputValue()).toBe('ada.lovelace@acme.test');
    expect(await loginId.isEditable()).toBe(false);
    expect(await loginId.getAttribute('readonly')).not.toBeNull();
    // Stored as +15550100000: shown as the country code, a dash, then the rest.
    expect(await form.getByLabel(/^Phone/).inputValue()).toBe('+1-5550100000');
    expect(await form.getByLabel(/^Department/).inputValue()).toBe('Engineering');

    await form.getByLabel(/^Display name/).fill('Ada King');
    await form.getByLabel(/^Department/).fill('Mathematics');
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    await notice(page, 'User updated successfully').waitFor();
    await cell(userRow(page, 'Ada King'), 'Mathematics').waitFor();
    expect(stored('ada.lovelace@acme.test')).toMatchObject({
      name: 'Ada King',
      phone: '+15550100000',
      customAttributes: { department: 'Mathematics', employeeNumber: 1000 },
    });
    await page.context().close();
  });

  it('disables and activates a user, in the table and on the server', async () => {
    const page = await openSignedIn(app, 'users');
    const katherine = userRow(page, 'Katherine Johnson');
    const status = () => stored('katherine.johnson@acme.test')?.status;
    await row(users(page), 'Katherine Johnson').click();
    // An active user can be disabled, not activated.
    expect(await button(page, 'Activate').isDisabled()).toBe(true);

    await confirm(page, 'Disable', 'Disable Katherine Johnson?', 'Disable');
    await notice(page, 'User disabled successfully').waitFor();
    await cell(katherine, 'disabled').waitFor();
    expect(status()).toBe('disabled');
    expect(await button(page, 'Disable').isDisabled()).toBe(true);

    await confirm(page, 'Activate', 'Activate Katherine Johnson?', 'Activate');
    await notice(page, 'User enabled successfully').waitFor();
    await cell(katherine, 'active').waitFor();
    expect(status()).toBe('enabled');
    await page.context().close();
  });

  it('resets a password: the clipboard holds the temporary one, and it signs in once replaced', async () => {
    const page = await openSignedIn(app, 'users');
    // Edsger has no password at all: the temporary one is the only way in by password.
    expect(stored('edsger.dijkstra@acme.test')?.passwordHash).toBe('');
    await row(users(page), 'Edsger Dijkstra').click();
    await confirm(
      page,
      'Reset password',
      'This will generate a new temporary password for Edsger Dijkstra.',
      'Reset',
    );
    const close = dialog(page).getByRole('button', { name: 'Copy and close' });
    await close.waitFor();
    const shown = await dialog(page).getByRole('textbox').inputValue();
    expect(shown.length).toBeGreaterThanOrEqual(8);
    await notice(page, 'Successfully reset user password').waitFor();
    await close.click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(shown);
    await page.context().close();

    // Someone else's browser: the console's sign-in flow with the temporary password, which
    // has expired (as the provider's does): the user chooses their own to finish signing in.
    const other = await app.open();
    await signIn(other, 'edsger.dijkstra@acme.test', copied);
    await other.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    expect(await signedInAs(other, 'Edsger Dijkstra').count()).toBe(0);
    await other.getByLabel(/^New password/).fill('Edsger-Own-Passw0rd');
    await other.getByRole('button', { name: 'Save and sign in' }).click();
    await signedInAs(other, 'Edsger Dijkstra').waitFor();
    expect(stored('edsger.dijkstra@acme.test')?.passwordExpired).toBeUndefined();
    await other.context().close();
  });

  it("removes a user's passkey", async () => {
    const page = await openSignedIn(app, 'users');
    expect(stored('grace.hopper@acme.test')?.webauthn).toHaveLength(1);
    await row(users(page), 'Grace Hopper').click();
    await confirm(page, 'Remove passkey', 'Remove passkey for Grace Hopper?', 'Remove');
    await notice(page, "Successfully removed user's passkey").waitFor();
    expect(stored('grace.hopper@acme.test')?.webauthn).toEqual([]);
    await page.context().close();
  });

  it('deletes one user, then several', async () => {
    const page = await openSignedIn(app, 'users');
    await row(users(page), 'Donald Knuth').click();
    await confirm(page, 'Delete', 'Delete Donald Knuth?', 'Delete');
    await notice(page, 'User deleted successfully').waitFor();
    await expect.poll(() => row(users(page), 'Donald Knuth').count()).toBe(0);
    expect(stored('donald.knuth@acme.test')).toBeUndefined();
    // The selection was cleared with the deleted user.
    expect(await button(page, 'Delete').isDisabled()).toBe(true);

    for (const name of ['Frances Allen', 'Dennis Ritchie']) await row(users(page), name).click();
    await confirm(page, 'Delete', 'Delete 2 users?', 'Delete');
    await notice(page, '2 Users deleted successfully').waitFor();
    await expect.poll(() => row(users(page), 'Frances Allen').count()).toBe(0);
    expect(await row(users(page), 'Dennis Ritchie').count()).toBe(0);
    expect(stored('frances.allen@acme.test')).toBeUndefined();
    expect(stored('dennis.ritchie@acme.test')).toBeUndefined();
    // Everyone else is still there.
    expect(stored('ada.lovelace@acme.test')).toBeDefined();
    await page.context().close();
  });

  it('says the user actions did not load, opens no form, and creates on the next try', async () => {
    const page = await openSignedIn(app, 'users');
    // The user actions are a part loaded on demand (a chunk of the console's build): offline
    // for it, as a deploy that replaced the chunk would be. The create form is made with that
    // part, so without it no form opens (nothing can be typed, so nothing is lost).
    const chunk = '**/assets/actions-*.js';
    await page.route(chunk, (route) => route.abort('internetdisconnected'));
    await button(page, 'Create user').click();

    // The notice names the part, not the browser's words with the chunk's URL.
    await page
      .getByText(/^This could not be done; try again: Could not load the user actions$/)
      .waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);
    // The focus is back where the person was, on the button they pressed.
    expect(await button(page, 'Create user').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    await page.unroute(chunk);
    // Chromium keeps a module it could not fetch and answers its URL with that failure from
    // then on: the part is fetched again under a URL of its own (core's onDemand).
    const again = page.waitForRequest(/\/assets\/actions-[^/?]+\.js\?gatehouse-retry=\d+$/);
    await button(page, 'Create user').click();
    await again;
    const form = dialog(page);
    await form.getByLabel(/^Login id/).fill('omar.offline@acme.test');
    await form.getByLabel(/^Display name/).fill('Omar Offline');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await notice(page, 'User created successfully').waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(stored('omar.offline@acme.test')?.name).toBe('Omar Offline');
    await page.context().close();
  });

  it("shows the server's refusal and keeps the form as typed", async () => {
    const page = await openSignedIn(app, 'users');
    const before = app.emulator.store.data.users.length;
    await button(page, 'Create user').click();
    const form = dialog(page);
    // A real refusal: this login id belongs to a seeded user.
    await form.getByLabel(/^Login id/).fill('ada.lovelace@acme.test');
    await form.getByLabel(/^Display name/).fill('Another Ada');
    await form.getByLabel(/^Department/).fill('Operations');
    await form.getByRole('option', { name: 'Editor', exact: true }).click();
    await form.getByRole('button', { name: 'Create', exact: true }).click();

    await notice(
      page,
      'Failed to create user: Already exists: A user with login id ada.lovelace@acme.test already exists',
    ).waitFor();
    expect(await form.getByLabel(/^Login id/).inputValue()).toBe('ada.lovelace@acme.test');
    expect(await form.getByLabel(/^Display name/).inputValue()).toBe('Another Ada');
    expect(await form.getByLabel(/^Department/).inputValue()).toBe('Operations');
    expect(
      await form.getByRole('option', { name: 'Editor', exact: true }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(app.emulator.store.data.users).toHaveLength(before);
    expect(stored('ada.lovelace@acme.test')?.name).toBe('Ada Lovelace');
    await page.context().close();
  });
});
