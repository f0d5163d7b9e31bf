import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleApp, goTo, openSignedIn, region, WIDGETS } from './harness';

// Issue 25: the provider's own widget pages, served by the emulator from a customer's folder
// (`pagesDir`, laid out as below `v2-beta/`), rendered by the console's widgets in Chromium:
// their labels, their columns in their order, their badges. The pages are read from
// ../shared/reference/provider-layouts beside the repository and copied into a temporary
// folder when the test runs (never into the repository). Needs the emulator's `pagesDir`
// (WRITER's part of issue 25).

const WIDGET_ID = 'demo';
const WIDGETS_SHOWN = [
  'user-management-widget',
  'role-management-widget',
  'access-key-management-widget',
] as const;

function referenceDir(): string {
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
  for (let dir = dirname(repo); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared/reference/provider-layouts');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir)
      throw new Error('No shared/reference/provider-layouts beside the repository');
  }
}

/** A customer's folder: `{widget-type}/demo/{page}.html`, each the provider's own page. */
function customerPages(): string {
  const folder = mkdtempSync(join(tmpdir(), 'gatehouse-provider-pages-'));
  for (const type of WIDGETS_SHOWN) {
    const target = join(folder, type, WIDGET_ID);
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(join(referenceDir(), type))) {
      // `root-with-filter.html` is a variant of `root`, not a page of its own.
      if (/^[a-z-]+\.html$/.test(file) && !file.startsWith('root-')) {
        cpSync(join(referenceDir(), type, file), join(target, file));
      }
    }
  }
  return folder;
}

const pagesDir = customerPages();
// The built console, its emulator serving the customer's folder over the built-in pages.
const app = consoleApp({ pagesDir });
afterAll(() => rmSync(pagesDir, { recursive: true, force: true }));

const headers = (page: Page, name: string) =>
  region(page, name)
    .getByRole('grid')
    .getByRole('columnheader')
    .allTextContents()
    .then((texts) => texts.map((text) => text.trim()).filter(Boolean));

const toolbar = (page: Page, name: string) =>
  region(page, name).getByRole('toolbar').getByRole('button').allTextContents();

/** The badge of `text` in the row of `rowName`: its mode, or null when the cell has none. */
const badgeMode = (page: Page, name: string, rowName: string, text: string) =>
  region(page, name)
    .getByRole('row')
    .filter({ hasText: rowName })
    .locator('.gh-w-badge', { hasText: new RegExp(`^${text}$`) })
    .first()
    .getAttribute('data-mode');

describe("the provider's own pages, from a customer's folder", () => {
  it("users: the page's columns and headers in order, its buttons, status badges", async () => {
    const page = await openSignedIn(app, 'users');
    const name = WIDGETS.users.region;
    expect(await headers(page, name)).toEqual([
      'Login ID',
      'Status',
      'Name',
      'Email',
      'Phone',
      'Recovery Email',
      'Recovery Phone',
      'Roles',
      // The project's custom attributes the page has no column for, after the page's (as
      // the widget adds them to any layout).
      'Department',
      'Employee number',
    ]);
    // The page's labels, in the widget's own order of its actions.
    expect(await toolbar(page, name)).toEqual([
      '+ User',
      'Edit',
      'Activate',
      'Disable',
      'Delete',
      'Reset password',
      'Remove passkey',
    ]);
    expect(await badgeMode(page, name, 'Ada Lovelace', 'active')).toBe('primary');
    // The create modal is the provider's: its title and its fields' labels.
    await region(page, name).getByRole('button', { name: '+ User' }).click();
    const modal = page.getByRole('dialog', { name: 'New user' });
    await modal.waitFor();
    for (const label of ['Login ID', 'Name', 'Email', 'Phone', 'Roles']) {
      await expect(modal.getByLabel(label, { exact: false }).first().count()).resolves.toBe(1);
    }
    expect(await axeViolations(page)).toEqual([]);
  });

  it("roles: the page's columns, the editable badges, no button of an action we lack", async () => {
    const page = await openSignedIn(app, 'roles');
    const name = WIDGETS.roles.region;
    expect(await headers(page, name)).toEqual(['Name', 'Description', 'Permissions', 'Editable']);
    // The provider's Duplicate is read and ignored: the widget has no such action.
    expect(await toolbar(page, name)).toEqual(['+ Role', 'Edit', 'Delete']);
    expect(await badgeMode(page, name, 'Support Agent', 'yes')).toBe('primary');
    expect(await axeViolations(page)).toEqual([]);
  });

  it("access keys: the page's columns and headers, status badges", async () => {
    const page = await openSignedIn(app, 'users');
    await goTo(page, 'access-keys');
    const name = WIDGETS['access-keys'].region;
    expect(await headers(page, name)).toEqual([
      'Name',
      'Status',
      'Expiration Time',
      'Roles',
      'Permitted IPs',
      'Created By',
      'Created Time',
      'Bound To User',
    ]);
    expect((await toolbar(page, name))[0]).toBe('+ Access Key');
    expect(await badgeMode(page, name, 'CI pipeline', 'active')).toBe('primary');
    expect(await axeViolations(page)).toEqual([]);
  });
});
