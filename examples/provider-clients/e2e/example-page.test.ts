import { fileURLToPath } from 'node:url';
import { axeViolations, useExampleApp } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, keepOnLoopback } from './harness';

// The example page itself, built as the demo serves it: the provider's descope-wc and user
// management widget on the left, Gatehouse's elements on the right, both on the emulator.

const app = useExampleApp(fileURLToPath(new URL('../dist', import.meta.url)));
/** The page, with every request to another host aborted and recorded. */
async function openPage(): Promise<{ page: Page; external: string[] }> {
  let external: string[] = [];
  const page = await app.open({}, async (context) => {
    external = await keepOnLoopback(context);
  });
  return { page, external };
}

const providerField = (page: Page, name: string) =>
  page.locator(`#provider-flow descope-wc [name="${name}"] input`).first();
const gatehouse = (page: Page) => page.locator('#gatehouse-flow gatehouse-flow');

describe('the provider-clients example page', () => {
  it("signs in on both sides, each then showing its user management with the tenant's users", async () => {
    const { page, external } = await openPage();
    await expect.poll(() => page.locator('#base-url').textContent()).toBe(app.emulator.url);

    // The provider's side: its web component, then its widget once signed in.
    await providerField(page, 'email').fill(ADMIN.email);
    await page.locator('#provider-flow descope-button#continue').click();
    await page
      .locator('#provider-flow descope-wc input[type="password"]')
      .first()
      .fill(ADMIN.password);
    await page.locator('#provider-flow descope-button#signIn').click();
    await expect
      .poll(() => page.locator('#status').textContent(), { timeout: 15_000 })
      .toContain(`signed in ${ADMIN.email}`);
    await page
      .locator('#provider-widget descope-user-management-widget')
      .getByText('Acme Admin', { exact: true })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.locator('#provider-flow').isHidden()).toBe(true);

    // Gatehouse's side: the same sign-in in <gatehouse-flow>, then <gatehouse-user-management>.
    await gatehouse(page).getByLabel('Email').fill(ADMIN.email);
    await gatehouse(page).getByRole('button', { name: 'Continue' }).click();
    await gatehouse(page)
      .getByLabel(/^Password/)
      .fill(ADMIN.password);
    await gatehouse(page).getByRole('button', { name: 'Sign in' }).click();
    const widget = page.locator('#gatehouse-widget gatehouse-user-management');
    await widget.getByText('Acme Admin', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.locator('#gatehouse-flow').isHidden()).toBe(true);
    expect(external).toEqual([]);
  });

  it('has no accessibility violations of its own', async () => {
    const { page, external } = await openPage();
    await gatehouse(page).getByLabel('Email').waitFor();
    await providerField(page, 'email').waitFor();
    // The provider's components are its code, not this page's: axe is judged on the rest.
    const ours = (await axeViolations(page)).filter(
      (violation) => !violation.targets.every((target) => /descope-/.test(target)),
    );
    expect(ours).toEqual([]);
    expect(external).toEqual([]);
  });
});
