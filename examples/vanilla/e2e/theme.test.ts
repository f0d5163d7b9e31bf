import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '@gatehouse/e2e-kit';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInAsAdmin, useVanillaApp } from './harness';

// The page and its widgets follow one theme: the system's. In a dark system theme the page's
// own background and text are dark like the flow and the profile, the profile sits on a
// rounded card with room around its heading and Sign out, and contrast passes axe. Screenshots
// of both themes at 360 and 1280 px land in .screenshots/vanilla/ for looking at.

const app = useVanillaApp();
const SHOTS = fileURLToPath(new URL('../../../.screenshots/vanilla/', import.meta.url));
const flow = (page: Page) => page.locator('gatehouse-flow');
const profile = (page: Page) => page.locator('gatehouse-user-profile');

/** Relative luminance (WCAG) of a computed `rgb(...)` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const channel = (value = 0) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The background an element shows: its own, or the nearest painted ancestor's. */
const shownBackground = (locator: Locator) =>
  locator.evaluate((node) => {
    for (
      let el: Element | null = node;
      el;
      el = el.parentElement ?? (el.getRootNode() as ShadowRoot).host ?? null
    ) {
      const color = getComputedStyle(el).backgroundColor;
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') return color;
    }
    return 'rgb(255, 255, 255)';
  });

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });
}

describe('the vanilla page in the system theme', () => {
  it.each(['light', 'dark'] as const)(
    'page, flow and profile are all %s, contrast passes axe, and the profile is a card',
    async (scheme) => {
      const page = await app.open('sign-in');
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      const dark = scheme === 'dark';
      const isDark = (color: string) => luminance(color) < 0.2;

      await page.setViewportSize({ width: 1280, height: 900 });
      await flow(page).getByLabel('Email').waitFor();
      expect(isDark(await shownBackground(page.locator('body')))).toBe(dark);
      expect(isDark(await shownBackground(page.locator('h1')))).toBe(dark);
      expect(isDark(await shownBackground(flow(page).locator('.gh-screen').first()))).toBe(dark);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `sign-in-${scheme}-1280`);
      await page.setViewportSize({ width: 360, height: 800 });
      await shoot(page, `sign-in-${scheme}-360`);

      await page.setViewportSize({ width: 1280, height: 900 });
      await signInAsAdmin(page);
      const card = profile(page).locator('.gh-w-pcard');
      expect(isDark(await shownBackground(page.locator('#account-heading')))).toBe(dark);
      expect(isDark(await shownBackground(card))).toBe(dark);
      // The profile element is a card on the page: rounded, with room between its edges and
      // its heading and its Sign out button.
      const host = await profile(page).boundingBox();
      const heading = await profile(page).getByRole('heading').first().boundingBox();
      const logout = await profile(page)
        .getByRole('button', { name: 'Sign out', exact: true })
        .boundingBox();
      if (!host || !heading || !logout) throw new Error('the profile is not on screen');
      expect(heading.x - host.x).toBeGreaterThanOrEqual(16);
      expect(heading.y - host.y).toBeGreaterThanOrEqual(16);
      expect(host.x + host.width - (logout.x + logout.width)).toBeGreaterThanOrEqual(16);
      expect(host.y + host.height - (logout.y + logout.height)).toBeGreaterThanOrEqual(16);
      const radius = await profile(page).evaluate(
        (node) => Number.parseFloat(getComputedStyle(node).borderTopLeftRadius) || 0,
      );
      expect(radius).toBeGreaterThanOrEqual(8);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `profile-${scheme}-1280`);
      await page.setViewportSize({ width: 360, height: 800 });
      await shoot(page, `profile-${scheme}-360`);
      // Nothing scrolls sideways at 360 px.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        ),
      ).toBe(false);
      await page.context().close();
    },
  );
});

describe('the vanilla page icon', () => {
  it('declares a favicon that is served, so no browser asks for a missing /favicon.ico', async () => {
    const page = await app.open('sign-in');
    const icon = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
      if (!link) return undefined;
      const answer = await fetch(link.href);
      return { status: answer.status, type: answer.headers.get('content-type') ?? '' };
    });
    expect(icon).toEqual({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
    await page.context().close();
  });
});
