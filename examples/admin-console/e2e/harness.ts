import { fileURLToPath } from 'node:url';
import { useExampleApp } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';

export const ADMIN = { email: 'admin@acme.test', password: 'Gatehouse-Demo-1', name: 'Acme Admin' };

export const consoleApp = () => useExampleApp(fileURLToPath(new URL('../dist', import.meta.url)));

/** Sign in through the console's <Flow> as the demo Tenant Admin of Acme. */
export async function signIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(`Signed in as ${ADMIN.name}`).waitFor();
}
