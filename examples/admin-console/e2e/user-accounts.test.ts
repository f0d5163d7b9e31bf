import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consoleApp, dialog, openSignedIn, region, row, scrollsSideways } from './harness';

// Issue 29's user management in Chromium against the emulator, signed in as Acme's Tenant
// Admin: the status and role filters with the text search, an invitation sent again into the
// inbox, and a user signed out everywhere whose session is then refused.

const app = consoleApp();

const users = (page: Page) => region(page, 'Users');
const toolbarButton = (page: Page, name: string) =>
  users(page).getByRole('button', { name, exact: true });
/** The names in the table's rows (its first column). */
const names = (page: Page) =>
  users(page)
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((each) => each.textContent ?? ''));

/** Sign in through the emulator's API, as the provider's SDKs do: the session's tokens. */
async function signInApi(loginId: string, password: string) {
  const { url, store } = app.emulator;
  const answer = await fetch(`${url}/v1/auth/password/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${store.data.projectId}`,
    },
    body: JSON.stringify({ loginId, password }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { refreshJwt: string };
}

/** Spend a refresh token: its HTTP status. */
const refresh = async (refreshJwt: string) =>
  (
    await fetch(`${app.emulator.url}/v1/auth/refresh`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${app.emulator.store.data.projectId}:${refreshJwt}`,
      },
      body: '{}',
    })
  ).status;

describe('issue 29: user management in the console', () => {
  it('filters by status and role, combined with the text, from keyboard-usable selects', async () => {
    const page = await openSignedIn(app, 'users');
    const status = users(page).getByRole('combobox', { name: 'Status' });
    const role = users(page).getByRole('combobox', { name: 'Role' });
    await status.selectOption('invited');
    // Every invited Acme user, as the emulator holds them, and only they.
    const invited = app.emulator.store.data.users
      .filter(
        (u) =>
          u.status === 'invited' && !u.test && u.userTenants.some((t) => t.tenantId === 'T2acme'),
      )
      .map((u) => u.name);
    expect(invited).toContain('Donald Knuth');
    await expect.poll(async () => (await names(page)).length).toBe(invited.length);
    for (const [index, name] of invited.entries()) {
      expect(
        (await names(page)).some((shown) => shown.startsWith(name)),
        `${index}`,
      ).toBe(true);
    }

    // The keyboard reaches the role select and picks with the arrows.
    await status.selectOption('');
    await role.focus();
    await role.selectOption('Support Agent');
    await expect
      .poll(async () => (await names(page)).length)
      .toBe(
        app.emulator.store.data.users.filter(
          (u) =>
            !u.test &&
            u.userTenants.some(
              (t) => t.tenantId === 'T2acme' && t.roleNames.includes('Support Agent'),
            ),
        ).length,
      );
    const agents = await names(page);
    expect(agents.length).toBeGreaterThan(0);
    // The text search narrows the filtered list further.
    await users(page).getByRole('searchbox').fill('ada');
    await expect.poll(() => names(page)).toEqual([expect.stringContaining('Ada Lovelace')]);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await page.context().close();
  });

  it('sends an invited user their invitation again, into the inbox', async () => {
    const page = await openSignedIn(app, 'users');
    const before = app.emulator.store.data.inbox.length;
    await row(users(page), 'Donald Knuth').click();
    expect(await toolbarButton(page, 'Sign out everywhere').isDisabled()).toBe(true);
    await toolbarButton(page, 'Resend invitation').click();
    await dialog(page).getByText('Send the invitation to Donald Knuth again?').waitFor();
    await dialog(page).getByRole('button', { name: 'Resend', exact: true }).click();
    await page.getByText('Invitation sent again').waitFor();
    expect(app.emulator.store.data.inbox).toHaveLength(before + 1);
    expect(app.emulator.store.data.inbox.at(-1)).toMatchObject({
      kind: 'invite',
      to: 'donald.knuth@acme.test',
    });
    await page.context().close();
  });

  it("signs a user out everywhere: that user's session is refused afterwards", async () => {
    const { refreshJwt } = await signInApi('ada.lovelace@acme.test', 'Gatehouse-Demo-1');
    expect(await refresh(refreshJwt)).toBe(200);
    const page = await openSignedIn(app, 'users');
    await row(users(page), 'Ada Lovelace').click();
    await toolbarButton(page, 'Sign out everywhere').click();
    const confirm = dialog(page);
    await confirm.getByText(/End every session of Ada Lovelace\?/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Sign out everywhere', exact: true }).click();
    await page.getByText('The user was signed out everywhere').waitFor();
    expect(await refresh(refreshJwt)).toBe(401);
    await page.context().close();
  });
});
