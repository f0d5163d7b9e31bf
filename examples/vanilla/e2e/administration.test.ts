import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, useVanillaApp } from './harness';

// Issue 29 on the vanilla page: a tenant's admin, once signed in, gets an Administration
// section hosting <gatehouse-user-management> (the audit card beside it), whose code
// loads only then; the user filters and an invitation work there as in the console.

const app = useVanillaApp();

const administration = (page: Page) =>
  page.getByRole('region', { name: 'Administration', exact: true });
const users = (page: Page) => page.locator('gatehouse-user-management');

describe('the Administration section of the vanilla page', () => {
  it('hosts the user and audit elements for the demo admin: filters, an invitation, events', async () => {
    const page = await app.open('sign-in');
    // Before sign-in: no section, and no management element's code fetched.
    expect(await administration(page).count()).toBe(0);
    expect(await page.evaluate(() => !!customElements.get('gatehouse-user-management'))).toBe(
      false,
    );
    await signInAsAdmin(page);
    await administration(page).waitFor();
    await users(page).getByRole('gridcell', { name: 'Ada Lovelace', exact: true }).waitFor();

    // The status filter: only the tenant's invited users.
    await users(page).getByRole('combobox', { name: 'Status' }).selectOption('invited');
    await expect
      .poll(() => users(page).getByRole('gridcell', { name: 'Ada Lovelace', exact: true }).count())
      .toBe(0);
    await users(page).getByRole('gridcell', { name: 'Donald Knuth', exact: true }).waitFor();

    // Invite: create a user (invited), whose invitation lands in the inbox.
    await users(page).getByRole('button', { name: 'Create user', exact: true }).click();
    const form = users(page).getByRole('dialog');
    await form.getByLabel(/^Login id/).fill('newcomer@acme.test');
    await form.getByLabel(/^Email/).fill('newcomer@acme.test');
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await users(page).getByText('User created successfully').waitFor();
    const invited = await app.inbox('newcomer@acme.test');
    expect(invited.at(-1)).toMatchObject({ kind: 'invite', to: 'newcomer@acme.test' });

    // Resend the invitation of the invited user just made.
    await users(page)
      .getByRole('checkbox', { name: 'Select newcomer@acme.test', exact: true })
      .click();
    await users(page).getByRole('button', { name: 'Resend invitation', exact: true }).click();
    await users(page).getByRole('dialog').getByRole('button', { name: 'Resend' }).click();
    await users(page).getByText('Invitation sent again').waitFor();
    await expect.poll(async () => (await app.inbox('newcomer@acme.test')).length).toBe(2);

    // The audit element lists the events, the user's creation among them.
    const audit = page.locator('gatehouse-audit-management');
    await audit.getByRole('gridcell', { name: 'UserCreated', exact: true }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
