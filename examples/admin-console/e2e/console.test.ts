import { describe, expect, it } from 'vitest';
import { consoleApp, dialog, focused, goTo, navLink, openSignedIn, region, row } from './harness';

// The access-key, role and audit views of the console in Chromium, signed in as a Tenant
// Admin of Acme against the emulator. Each test opens its view through the navigation.

const app = consoleApp();

describe('the admin console', () => {
  it('creates an access key, shows it once and copies it to the clipboard on close', async () => {
    const page = await openSignedIn(app, 'access-keys');
    const widget = region(page, 'Access keys');
    await widget.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByLabel(/^Name/).fill('Nightly export');
    await dialog(page)
      .getByLabel(/^Expires in/)
      .fill('30');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    // The form gives way to the one-time display of the key.
    await dialog(page).getByRole('button', { name: 'Copy and close' }).waitFor();
    const shown = await dialog(page).getByRole('textbox').inputValue();
    expect(shown).toMatch(/^K2\w+:/);
    await dialog(page).getByRole('button', { name: 'Copy and close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
    // The new key is listed first, and the server holds it.
    await expect
      .poll(() => widget.getByRole('checkbox').nth(1).getAttribute('aria-label'))
      .toBe('Select Nightly export');
    expect(app.emulator.store.data.accessKeys.some((k) => k.name === 'Nightly export')).toBe(true);
    await page.context().close();
  });

  it('deactivates, activates and deletes access keys in a batch', async () => {
    const page = await openSignedIn(app, 'access-keys');
    const widget = region(page, 'Access keys');
    const status = (name: string) =>
      app.emulator.store.data.accessKeys.find((k) => k.name === name)?.status;
    for (const name of ['CI pipeline', 'Slack bot']) await row(widget, name).click();

    await widget.getByRole('button', { name: 'Deactivate', exact: true }).click();
    expect(await dialog(page).textContent()).toContain('Deactivate 2 access keys?');
    await dialog(page).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect.poll(() => status('Slack bot')).toBe('inactive');
    expect(status('CI pipeline')).toBe('inactive');

    await widget.getByRole('button', { name: 'Activate', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Activate', exact: true }).click();
    await expect.poll(() => status('CI pipeline')).toBe('active');

    await widget.getByRole('button', { name: 'Delete', exact: true }).click();
    expect(await dialog(page).textContent()).toContain('Delete 2 access keys?');
    await dialog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect.poll(() => status('CI pipeline')).toBeUndefined();
    await page.getByText('2 access keys deleted successfully').waitFor();
    expect(await row(widget, 'Slack bot').count()).toBe(0);
    await page.context().close();
  });

  it('creates, edits and deletes roles, and never removes the built-in ones', async () => {
    const page = await openSignedIn(app, 'roles');
    const widget = region(page, 'Roles');
    await widget.getByRole('button', { name: 'Create role' }).click();
    await dialog(page).getByLabel(/^Name/).fill('Auditor');
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('Reads the audit trail');
    await dialog(page)
      .getByRole('button', { name: /create/i })
      .click();
    await page.getByText('Role created successfully').waitFor();

    await row(widget, 'Auditor').click();
    await widget.getByRole('button', { name: 'Edit role' }).click();
    expect(
      await dialog(page)
        .getByLabel(/^Description/)
        .inputValue(),
    ).toBe('Reads the audit trail');
    await dialog(page)
      .getByLabel(/^Description/)
      .fill('Reads audit events');
    await dialog(page).getByRole('button', { name: /save/i }).click();
    await page.getByText('Role updated successfully').waitFor();
    const auditor = () => app.emulator.store.data.roles.find((r) => r.name === 'Auditor');
    expect(auditor()?.description).toBe('Reads audit events');

    // Auditor is still selected. A built-in role joins it like any other (spec 000 §2), and
    // the widget says a deletion spares it (§4, §6).
    const viewer = row(widget, 'Viewer');
    await widget.getByText('Built-in roles belong to the project and are never deleted').waitFor();
    await widget.getByRole('gridcell', { name: 'Viewer', exact: true }).click();
    expect(await viewer.isChecked()).toBe(true);
    expect(await row(widget, 'Auditor').isChecked()).toBe(true);
    await widget.getByRole('button', { name: 'Delete roles' }).click();
    expect(await dialog(page).textContent()).toContain('Delete Auditor?');
    await dialog(page)
      .getByRole('button', { name: /delete/i })
      .click();
    await expect.poll(() => auditor()).toBeUndefined();
    expect(app.emulator.store.data.roles.some((r) => r.name === 'Viewer')).toBe(true);
    await expect.poll(() => viewer.count()).toBe(1);
    await page.context().close();
  });

  it('finds the events those actions wrote in the audit, across time ranges', async () => {
    const page = await openSignedIn(app, 'access-keys');
    const keysWidget = region(page, 'Access keys');
    await keysWidget.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByLabel(/^Name/).fill('Audited key');
    await dialog(page)
      .getByLabel(/^Expires in/)
      .fill('0');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Copy and close' }).click();
    await expect.poll(() => dialog(page).count()).toBe(0);

    await goTo(page, 'audit');
    const audit = region(page, 'Audit trail');
    await audit.getByRole('combobox', { name: 'Time range' }).selectOption('minuets15');
    await audit.getByRole('searchbox').fill('AccessKeyCreated');
    await audit.getByRole('gridcell', { name: 'AccessKeyCreated', exact: true }).first().waitFor();
    // The seeded history reaches back weeks: a month shows more than the last 15 minutes.
    await audit.getByRole('searchbox').fill('');
    await audit.getByRole('combobox', { name: 'Time range' }).selectOption('minuets15');
    await expect.poll(() => audit.getByRole('row').count()).toBeGreaterThan(1);
    const recent = await audit.getByRole('row').count();
    await audit.getByRole('combobox', { name: 'Time range' }).selectOption('month');
    await expect.poll(() => audit.getByRole('row').count()).toBeGreaterThan(recent);
    await page.context().close();
  });

  it("shows an injected server failure with the server's message and keeps the form", async () => {
    const page = await openSignedIn(app, 'access-keys');
    await fetch(`${app.emulator.url}/emulator/v1/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        method: 'POST',
        path: '/v1/mgmt/accesskey/create',
        status: 503,
        body: {
          errorCode: 'E503',
          errorDescription: 'Service unavailable',
          errorMessage: 'try again',
        },
      }),
    });
    const widget = region(page, 'Access keys');
    await widget.getByRole('button', { name: 'Create', exact: true }).click();
    await dialog(page).getByLabel(/^Name/).fill('Will fail');
    await dialog(page)
      .getByLabel(/^Expires in/)
      .fill('7');
    await dialog(page).getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByText('Failed to create access key: Service unavailable: try again').waitFor();
    expect(await dialog(page).getByLabel(/^Name/).inputValue()).toBe('Will fail');
    expect(
      await dialog(page)
        .getByLabel(/^Expires in/)
        .inputValue(),
    ).toBe('7');
    await page.context().close();
  });

  it('sends no request at all in mock mode, in the access-key and role views', async () => {
    const emulatorHost = new URL(app.emulator.url).host;
    const requests: string[] = [];
    const page = await app.open({ mock: '1' }, async (context) => {
      context.on('request', (request) => {
        if (new URL(request.url()).host === emulatorHost) requests.push(request.url());
      });
    });
    await navLink(page, 'access-keys').click();
    await region(page, 'Access keys').getByRole('row').nth(3).waitFor();
    await navLink(page, 'roles').click();
    await region(page, 'Roles').getByRole('button', { name: 'Create role' }).click();
    await dialog(page).getByLabel(/^Name/).fill('Mock role');
    await dialog(page)
      .getByRole('button', { name: /create/i })
      .click();
    await page.getByText('Role created successfully').waitFor();
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it('is usable with the keyboard alone', async () => {
    const page = await openSignedIn(app, 'access-keys');
    const widget = region(page, 'Access keys');
    await widget.getByRole('button', { name: 'Create', exact: true }).focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    // Focus starts in the dialog's first field.
    await page.keyboard.type('Keyboard key');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    expect((await focused(page))?.text).toBe('Create');
    await page.context().close();
  });

  // Axe on every view, light and dark, is in shell.test.ts.
});
