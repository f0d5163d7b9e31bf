import type { Page } from 'playwright-core';

/**
 * Resolves once the page's finite animations and transitions (a dialog's opening, a screen's
 * fade-in, a theme's colours) have ended; endless ones (spinners) do not hold it up. What is
 * read or pressed halfway through one is no state the page rests in: a colour between two, or
 * an element still moving, which Playwright's own click scrolls to find again.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A frame first, so that transitions a change just caused have started.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
