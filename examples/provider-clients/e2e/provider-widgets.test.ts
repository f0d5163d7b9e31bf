import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bundle,
  expectNoneExternal,
  onEmulator,
  TENANT,
  useProviderClients,
  WIDGET_ID,
} from './harness';

// The provider's own management widgets (from npm) on the emulator, drawing the provider's own
// layouts (served through the emulator's pagesDir as widget id "provider"), signed in as
// Acme's Tenant Admin the way they always are: the stored refresh token is their bearer.

const WIDGETS = [
  'user-management-widget',
  'role-management-widget',
  'access-key-management-widget',
  'audit-management-widget',
];
const app = useProviderClients(WIDGETS);

let refreshJwt = '';
beforeEach(async () => {
  const response = await fetch(`${app.emulator.url}/v1/auth/password/signin`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${app.emulator.projectId}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ loginId: 'admin@acme.test', password: 'Gatehouse-Demo-1' }),
  });
  refreshJwt = ((await response.json()) as { refreshJwt: string }).refreshJwt;
});

/** The widget `type` on a page whose storage holds the admin's refresh token (as after sign-in). */
async function widgetPage(type: string) {
  const opened = await app.open(
    `${bundle(app.emulator, type)}
<descope-${type} widget-id="${WIDGET_ID}" tenant="${TENANT}" ${onEmulator(app.emulator)}></descope-${type}>`,
    async (context) => {
      await context.addInitScript((token) => localStorage.setItem('DSR', token), refreshJwt);
      // The widgets' `ready` events (they do not bubble, but pass the window while capturing).
      await context.addInitScript(() => {
        const ready: string[] = [];
        Object.assign(window, { readyWidgets: () => ready });
        window.addEventListener(
          'ready',
          (event) => ready.push((event.target as Element).tagName),
          true,
        );
      });
    },
  );
  return opened;
}

/** In the page: the tag names of the widgets that dispatched `ready`, in order (set up above). */
declare function readyWidgets(): string[];

/** A cell of the widget's grid showing `text` (the grid's cells are its light DOM). */
const cell = (page: Page, type: string, text: string) =>
  page.locator(`descope-${type} vaadin-grid-cell-content`, { hasText: text }).first();

describe("the provider's widgets on the emulator, with the provider's layouts", () => {
  it.each([
    ['user-management-widget', ['admin@acme.test', 'ada.lovelace@acme.test']],
    ['role-management-widget', ['Tenant Admin']],
    ['access-key-management-widget', ['CI pipeline']],
    ['audit-management-widget', ['admin@acme.test']],
  ])('%s lists the tenant items', async (type, expected) => {
    const { page, external } = await widgetPage(type);
    for (const text of expected) await cell(page, type, text).waitFor({ timeout: 15_000 });
    expectNoneExternal(external, { flagImages: type === 'user-management-widget' });
  });

  it('the user management widget creates a user and deletes it', async () => {
    const type = 'user-management-widget';
    const { page, external, problems } = await widgetPage(type);
    await cell(page, type, 'admin@acme.test').waitFor({ timeout: 15_000 });
    const widget = page.locator(`descope-${type}`);
    // The widget wires its buttons once it is ready (its `ready` event): a click before that opens nothing.
    await page
      .waitForFunction((tag) => readyWidgets().includes(tag), `DESCOPE-${type.toUpperCase()}`, {
        timeout: 30_000,
      })
      .catch((error: Error) => {
        throw new Error(`The widget never became ready:\n${problems.join('\n')}`, { cause: error });
      });
    await widget.locator('descope-button[data-id="create-user"]').click();
    const modal = page.locator('descope-modal[opened="true"]').first();
    // Its host element is opened, not shown: what shows is its overlay.
    await modal.waitFor({ state: 'attached', timeout: 15_000 });
    await modal.locator('[name="loginId"] input').first().fill('new.hire@acme.test');
    await modal.locator('descope-button[data-id="modal-submit"]').click();
    await cell(page, type, 'new.hire@acme.test').waitFor({ timeout: 15_000 });
    const created = app.emulator.store.data.users.find((u) =>
      u.loginIds.includes('new.hire@acme.test'),
    );
    expect(created?.userTenants.map((t) => t.tenantId)).toEqual(['T2acme']);

    // Selected in the grid's selection column (its row is the first), then deleted.
    // A delete naming anyone else is stopped before it reaches the emulator.
    const deletes: unknown[] = [];
    await page.route('**/v1/mgmt/user/delete/batch*', (route) => {
      const body = route.request().postDataJSON() as { userIds?: string[] };
      deletes.push(body.userIds);
      return body.userIds?.length === 1 && body.userIds[0] === created?.userId
        ? route.fallback()
        : route.abort();
    });
    await widget.locator('vaadin-checkbox').first().click();
    await widget.locator('descope-button[data-id="delete-users"]').click();
    const confirm = page.locator('descope-modal[opened="true"]').first();
    await confirm.locator('descope-button[data-id="modal-submit"]').click();
    await expect.poll(() => deletes).toEqual([[created?.userId]]);
    await expect
      .poll(() =>
        app.emulator.store.data.users.some((u) => u.loginIds.includes('new.hire@acme.test')),
      )
      .toBe(false);
    await cell(page, type, 'new.hire@acme.test').waitFor({ state: 'detached', timeout: 15_000 });
    // Nothing was tried off loopback but the flag images of the provider's phone field.
    expectNoneExternal(external, { flagImages: true });
  });
});
