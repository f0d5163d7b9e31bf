import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, useVanillaApp } from './harness';

// What the page fetches for its <gatehouse-user-profile> (issue 27): nothing while signed out,
// where the sign-in is the page's first screen; its root page once signed in; a modal's page
// as it opens. Read from the page's own Resource Timing.

const app = useVanillaApp();

/** The profile layout files the page has fetched so far, in order. */
const profilePages = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/user-profile-widget/'))
      .map((name) => new URL(name).pathname.split('/').pop()),
  );

describe("the vanilla page's profile requests", () => {
  it('fetches no layout signed out, the root page once signed in, a modal page as it opens', async () => {
    const page = await app.open('sign-in');
    const flow = page.locator('gatehouse-flow');
    await flow.getByLabel('Email').waitFor();
    expect(await profilePages(page)).toEqual([]);

    await flow.getByLabel('Email').fill(ADMIN.email);
    await flow.getByRole('button', { name: 'Continue', exact: true }).click();
    await flow.getByLabel(/^Password/).fill(ADMIN.password);
    await flow.getByRole('button', { name: 'Sign in' }).click();
    const profile = page.locator('gatehouse-user-profile');
    await profile.getByRole('button', { name: 'Sign out', exact: true }).waitFor();
    expect(await profilePages(page)).toEqual(['root.html']);

    await profile.getByRole('button', { name: 'Change name', exact: true }).click();
    const modal = profile.getByRole('dialog', { name: 'Change name' });
    await modal.getByLabel(/^Name/).waitFor();
    expect(await profilePages(page)).toEqual(['root.html', 'update-name-modal.html']);
    await page.context().close();
  });
});
