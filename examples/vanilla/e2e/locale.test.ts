import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, useVanillaApp } from './harness';

// ?locale=fr shows the whole page in French: its own words, the flow (the emulator's French
// screens and error texts, the renderer's and the engine's words from core's catalogue) and
// the profile (its layout, its words, the flows its modals host). No English word may show,
// on a refused sign-in nor on the profile. French is longer than English: nothing may spill
// out at 360 px, light or dark; screenshots land in .screenshots/vanilla/ for looking at.

const app = useVanillaApp();
const SHOTS = fileURLToPath(new URL('../../../.screenshots/vanilla/', import.meta.url));
const flow = (page: Page) => page.locator('gatehouse-flow');
const profile = (page: Page) => page.locator('gatehouse-user-profile');

/** English the page showed under ?locale=fr before issue 24 (and words that would give it away). */
const ENGLISH = [
  'Gatehouse, without a framework',
  'Signed out',
  'Signed in',
  'Loading',
  'Sign in',
  'Sign out',
  'Continue',
  'Email',
  'Password',
  'Show',
  'Hide',
  'Wrong',
  'is required',
  'Please',
  'Try again',
  'Your account',
  'Your profile',
  'Login id',
  'Tenants',
  'Name',
  'Phone',
  'Passkey',
  'Change',
  'Remove',
  'Add',
  'Set up',
  'Not set',
  'Unverified',
];

/**
 * What the page shows and says, its shadow roots included: the text on screen, and the names
 * given to assistive technology (aria-label, title, alt, placeholder).
 */
const shownWords = (page: Page) =>
  page.evaluate(() => {
    const words: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
          const value = el.getAttribute(name);
          if (value) words.push(value);
        }
        if (el instanceof HTMLElement && !el.closest('style, script')) {
          for (const node of el.childNodes) {
            if (node.nodeType === Node.TEXT_NODE && el.checkVisibility?.()) {
              words.push(node.textContent ?? '');
            }
          }
        }
      }
    };
    walk(document);
    words.push(document.title);
    return words.join('\n');
  });

/** The English words `text` holds (whole words: French "Changer" is not "Change"). */
const englishIn = (text: string) =>
  ENGLISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word}(?![\\p{L}])`, 'u').test(text));

/** Nothing wider than the page, and no button or label whose words spill out of its box. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > document.documentElement.clientWidth) {
      found.push('the page scrolls sideways');
    }
    const walk = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll<HTMLElement>('*')) {
        if (el.shadowRoot) walk(el.shadowRoot);
        if (!el.matches('button, label, h1, h2, h3, p, dt, dd, [role="alert"]')) continue;
        // A visually hidden heading (a hosted flow's title) is one pixel wide by design.
        if (el.clientWidth <= 1) continue;
        if (el.checkVisibility?.() && el.scrollWidth > el.clientWidth + 1) {
          found.push(`${el.tagName.toLowerCase()}: ${el.textContent?.trim()}`);
        }
      }
    };
    walk(document);
    return found;
  });

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}${name}-${width}.png`, fullPage: true });
    expect(await overflowing(page), `${name} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the vanilla page with ?locale=fr', () => {
  it.each(['light', 'dark'] as const)(
    'refuses a wrong password in French, then shows the profile in French (%s)',
    async (scheme) => {
      const page = await app.open('sign-in', { locale: 'fr' });
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      // The page's words (and its lang) are in place once its heading shows in French: the
      // script sets them after the catalogue's section loads.
      await page.getByRole('heading', { name: 'Gatehouse, sans framework' }).waitFor();
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      await flow(page).getByRole('heading', { name: 'Se connecter' }).waitFor();
      expect(await page.title()).toBe('Gatehouse : exemple sans framework');
      await flow(page).getByLabel('Adresse e-mail').fill(ADMIN.email);
      await flow(page).getByRole('button', { name: 'Continuer', exact: true }).click();
      await flow(page).getByRole('heading', { name: 'Saisissez votre mot de passe' }).waitFor();

      // Nothing typed: the engine's own check, in French.
      await flow(page).getByRole('button', { name: 'Se connecter' }).click();
      await flow(page).getByText('Le champ « Mot de passe » est obligatoire').waitFor();
      // A wrong password: the provider's refusal, in the flow's locale.
      await flow(page)
        .getByLabel(/^Mot de passe/)
        .fill('Not-The-One-1');
      await flow(page).getByRole('button', { name: 'Afficher le mot de passe' }).click();
      await flow(page).getByRole('button', { name: 'Masquer le mot de passe' }).waitFor();
      await flow(page).getByRole('button', { name: 'Se connecter' }).click();
      await flow(page).getByText('Adresse e-mail ou mot de passe incorrect.').waitFor();
      expect(await page.textContent('#status')).toBe('Déconnecté');
      expect(englishIn(await shownWords(page))).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `fr-refused-${scheme}`);

      await flow(page)
        .getByLabel(/^Mot de passe/)
        .fill(ADMIN.password);
      await flow(page).getByRole('button', { name: 'Se connecter' }).click();
      await profile(page).getByRole('heading', { name: 'Votre profil' }).waitFor();
      await profile(page).getByRole('button', { name: 'Se déconnecter' }).waitFor();
      await expect.poll(() => page.textContent('#user-name'), { timeout: 15_000 }).toBe(ADMIN.name);
      expect(await page.textContent('#status')).toBe('Connecté');
      for (const label of ['Adresse e-mail', 'Nom', 'Téléphone', 'Clé d’accès', 'Mot de passe']) {
        await profile(page).getByText(label, { exact: true }).waitFor();
      }
      expect(englishIn(await shownWords(page))).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `fr-profile-${scheme}`);

      // A modal's flow speaks French too: its screen, and its refusal of a wrong password.
      await profile(page).getByRole('button', { name: 'Modifier le mot de passe' }).click();
      const dialog = profile(page).getByRole('dialog', { name: 'Modifier le mot de passe' });
      await dialog.getByLabel(/^Mot de passe actuel/).fill('Not-The-One-1');
      await dialog.getByLabel(/^Nouveau mot de passe/).fill('Brand-New-Pass-7');
      await dialog.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await dialog.getByText('Mot de passe actuel incorrect. Réessayez.').waitFor();
      expect(englishIn(await shownWords(page))).toEqual([]);
      await shoot(page, `fr-profile-modal-${scheme}`);
      await dialog.getByRole('button', { name: 'Annuler' }).click();

      await profile(page).getByRole('button', { name: 'Se déconnecter' }).click();
      await expect
        .poll(() => page.textContent('#status'))
        .toBe('Déconnecté. Reconnectez-vous ci-dessous.');
      await page.context().close();
    },
  );

  it('reads fr-CA as French, and a locale it has no words for as English', async () => {
    const canadian = await app.open('sign-in', { locale: 'fr-CA' });
    await canadian.getByRole('heading', { name: 'Gatehouse, sans framework' }).waitFor();
    // The flow's screens follow the provider's rule: a locale the page sets is its own
    // fallback, so fr-CA shows the plain screens of a flow that targets only fr (§1.5).
    await flow(canadian).getByRole('heading', { name: 'Sign in' }).waitFor();
    await canadian.context().close();
    const german = await app.open('sign-in', { locale: 'de' });
    await german.getByRole('heading', { name: 'Gatehouse, without a framework' }).waitFor();
    await flow(german).getByRole('heading', { name: 'Sign in' }).waitFor();
    await german.context().close();
  });
});
