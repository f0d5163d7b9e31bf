import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, dialog, goTo, openSignedIn, region, row } from './harness';

// What issue 24 found a new user could not do, in Chromium against the emulator, signed in as
// Acme's Tenant Admin: a second "Viewer" role, an audit that showed nothing until touched and
// could not find a role by name, an access-key form that took "abc" and a raw user id, and an
// invitation that could only be revoked by deleting the user.

const app = consoleApp();

const button = (page: Page, view: string, name: string) =>
  region(page, view).getByRole('button', { name, exact: true });

describe('issue 24 in the console', () => {
  it('refuses a second Viewer in the role form, on the name field, before sending', async () => {
    const page = await openSignedIn(app, 'roles');
    const before = app.emulator.store.data.roles.length;
    await button(page, 'Roles', 'Create role').click();
    const form = dialog(page);
    const name = form.getByLabel(/^Name/);
    await name.fill('viewer');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('A role named viewer already exists').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    // The field with the error has the focus, and what was typed stays.
    expect(await name.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await name.inputValue()).toBe('viewer');
    expect(app.emulator.store.data.roles).toHaveLength(before);
    // The table still holds one Viewer.
    expect(
      await region(page, 'Roles').getByRole('gridcell', { name: 'Viewer', exact: true }).count(),
    ).toBe(1);
    await name.fill('Auditor');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Role created successfully').waitFor();
    expect(app.emulator.store.data.roles).toHaveLength(before + 1);
    await page.context().close();
  });

  it('lists the last day in the audit on open, and finds "Auditor" after the role is made', async () => {
    const page = await openSignedIn(app, 'roles');
    await button(page, 'Roles', 'Create role').click();
    await dialog(page).getByLabel(/^Name/).fill('Auditor');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Role created successfully').waitFor();

    await goTo(page, 'audit');
    const audit = region(page, 'Audit trail');
    // "Last day" is selected, and its events are listed without touching anything.
    expect(await audit.getByRole('combobox', { name: 'Time range' }).inputValue()).toBe('day');
    await audit.getByRole('gridcell', { name: 'RoleCreated', exact: true }).waitFor();
    await audit.getByRole('searchbox').fill('Auditor');
    await audit.getByRole('gridcell', { name: 'RoleCreated', exact: true }).waitFor();
    await expect.poll(() => audit.getByRole('row').count()).toBe(2);
    // A search that finds nothing says so, naming what was searched.
    await audit.getByRole('searchbox').fill('Nobody-at-all');
    await audit.getByText('No audit events match “Nobody-at-all” in this time range').waitFor();
    await page.context().close();
  });

  it('starts the key expiration at 0, says "abc" is wrong as it is typed, and binds a user found by email', async () => {
    const page = await openSignedIn(app, 'access-keys');
    await button(page, 'Access keys', 'Create').click();
    const form = dialog(page);
    const days = form.getByLabel(/^Expires in/);
    expect(await days.inputValue()).toBe('0');
    await days.fill('abc');
    // No submit: the message is there as soon as it is typed.
    await form.getByText('Enter a number of days, or 0 for never').waitFor();
    expect(await days.getAttribute('aria-invalid')).toBe('true');
    await days.fill('30');
    await expect
      .poll(() => form.getByText('Enter a number of days, or 0 for never').count())
      .toBe(0);

    const bound = form.getByRole('combobox', { name: 'Bound user' });
    await bound.fill('grace.hopper@');
    const choices = form.getByRole('listbox', { name: 'Bound user' });
    const grace = choices.getByRole('option', { name: /Grace Hopper/ });
    await grace.waitFor();
    await expect.poll(() => choices.getByRole('option').count()).toBe(1);
    // The list open, the form is still clean for axe; then the keyboard picks the match.
    expect(await axeViolations(page)).toEqual([]);
    await bound.press('ArrowDown');
    expect(await grace.getAttribute('data-active')).not.toBeNull();
    await bound.press('Enter');
    expect(await bound.inputValue()).toBe('Grace Hopper');
    expect(await choices.count()).toBe(0);
    // Enter chose the user; it did not submit the form.
    expect(await dialog(page).getByRole('heading', { name: 'Create access key' }).count()).toBe(1);

    await form.getByLabel(/^Name/).fill('Bound key');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Copy and close' }).click();
    const key = app.emulator.store.data.accessKeys.find((k) => k.name === 'Bound key');
    const graceId = app.emulator.store.data.users.find((u) =>
      u.loginIds.includes('grace.hopper@acme.test'),
    )?.userId;
    expect(key?.boundUserId).toBe(graceId);
    expect(key?.expireTime).toBeGreaterThan(0);
    await page.context().close();
  });

  it('disables an invited user, who then cannot accept the invitation, and activates them', async () => {
    const page = await openSignedIn(app, 'users');
    const users = region(page, 'Users');
    const status = () =>
      app.emulator.store.data.users.find((u) => u.loginIds.includes('donald.knuth@acme.test'))
        ?.status;
    expect(status()).toBe('invited');
    await row(users, 'Donald Knuth').click();
    expect(await button(page, 'Users', 'Activate').isDisabled()).toBe(false);
    await button(page, 'Users', 'Disable').click();
    await dialog(page).getByRole('button', { name: 'Disable', exact: true }).click();
    await page.getByText('User disabled successfully').waitFor();
    await expect.poll(status).toBe('disabled');

    // The invitation no longer signs Donald in.
    const send = await fetch(`${app.emulator.url}/v1/auth/otp/signin/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${app.emulator.store.data.projectId}`,
      },
      body: JSON.stringify({ loginId: 'donald.knuth@acme.test' }),
    });
    expect(send.status).toBe(403);
    expect(await send.json()).toMatchObject({ errorCode: 'E062109' });

    await button(page, 'Users', 'Activate').click();
    await dialog(page).getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('User enabled successfully').waitFor();
    await expect.poll(status).toBe('enabled');
    await page.context().close();
  });
});
