import { axeViolations, virtualAuthenticator } from '@gatehouse/e2e-kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  ADMIN,
  consoleApp,
  dialog,
  focused,
  goTo,
  luminance,
  navLink,
  region,
  scrollsSideways,
  signedInAs,
  signIn,
  tabTo,
} from './harness';

// The My profile view (<UserProfile>, issue 10) in Chromium against the emulator, signed in
// through the console's sign-in flow. Each modal hosts one of the emulator's built-in profile
// flows (packages/emulator/src/flows/definitions). The people come from the demo seed
// (packages/emulator/src/seed/demo.ts), one per test that changes an account: Katherine
// Johnson's email is unverified, Frances Allen has no phone, nobody below has a passkey.

const app = consoleApp();

interface Person {
  email: string;
  password: string;
  name: string;
}
const person = (name: string, domain = 'acme.test'): Person => ({
  email: `${name.toLowerCase().replace(' ', '.')}@${domain}`,
  password: ADMIN.password,
  name,
});
const ADA = person('Ada Lovelace');
const KATHERINE = person('Katherine Johnson');
const FRANCES = person('Frances Allen');
const ALAN = person('Alan Turing', 'globex.test');
const LESLIE = person('Leslie Lamport');
const JEAN = person('Jean Sammet');

const profile = (page: Page) => region(page, 'Your profile');
/** A row of the profile, by its label. */
const profileRow = (page: Page, label: string) =>
  profile(page)
    .getByRole('listitem')
    .filter({ has: page.locator('.gh-w-plabel').getByText(label, { exact: true }) });
/** What a row shows: its value (or empty text, or whether it is set up), its badge, its buttons. */
const shown = async (page: Page, label: string) => {
  const item = profileRow(page, label);
  return {
    value: await item.locator('.gh-w-pvalue > span').first().textContent(),
    unverified: (await item.getByText('Unverified', { exact: true }).count()) > 0,
    buttons: await item.getByRole('button').allTextContents(),
  };
};
const button = (page: Page, row: string, name: string) =>
  profileRow(page, row).getByRole('button', { name, exact: true });
const modal = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const closed = (page: Page) => expect.poll(() => dialog(page).count(), { timeout: 10_000 });
const stored = (loginId: string) =>
  app.emulator.store.data.users.find((user) => user.loginIds.includes(loginId));
const themeRadio = (page: Page, name: 'Light' | 'Dark') =>
  page.getByRole('radio', { name, exact: true });

/** A fresh context signed in as `who` through the console's sign-in flow, on My profile. */
async function openProfile(who: Person = ADMIN): Promise<Page> {
  const page = await app.open();
  await signIn(page, who.email, who.password);
  await signedInAs(page, who.name).waitFor();
  await goTo(page, 'profile');
  return page;
}

/** The latest code the emulator "sent" for `loginId`, to the address `to`. */
async function codeSent(loginId: string, to: string): Promise<string> {
  const code = (await app.inbox(loginId))
    .filter((message) => message.code && message.to === to)
    .at(-1)?.code;
  if (!code) throw new Error(`No code for ${loginId} to ${to}`);
  return code;
}

/** Type a code into a flow's six digit boxes (the flow submits it by itself). */
async function typeCode(page: Page, code: string) {
  await dialog(page).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
}

/**
 * Wait until the page's animations are over: a flow's screen fades in, and mid-fade its text
 * is faint by design (axe would measure the contrast of the fade).
 */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((each) => each.finished)));

/** Whether the focused element (through shadow roots) is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return !!active?.closest('[role="dialog"]');
  });

describe('the My profile view', () => {
  it('changes the name through its modal: the row and the server hold the new name', async () => {
    const page = await openProfile(ADA);
    expect(await navLink(page, 'profile').getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('My profile · Admin console');
    // No tenant picker: the profile is the signed-in user's own.
    expect(await page.getByRole('combobox', { name: 'Tenant' }).count()).toBe(0);
    expect(await shown(page, 'Name')).toEqual({
      value: 'Ada Lovelace',
      unverified: false,
      buttons: ['Change name', 'Remove name'],
    });

    await button(page, 'Name', 'Change name').click();
    const form = modal(page, 'Change name');
    // Filled whether the field opens empty or with the current name.
    await form.getByLabel(/^Name/).fill('Ada King');
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    await closed(page).toBe(0);
    await expect.poll(() => shown(page, 'Name')).toMatchObject({ value: 'Ada King' });
    expect(await profile(page).locator('.gh-w-pname').textContent()).toBe('Ada King');
    expect(stored(ADA.email)?.name).toBe('Ada King');
    await page.context().close();
  });

  it('changes the email with the code from the inbox: the new one shows, verified', async () => {
    const page = await openProfile(KATHERINE);
    expect(await shown(page, 'Email')).toEqual({
      value: KATHERINE.email,
      unverified: true,
      buttons: ['Change email', 'Remove email'],
    });

    const next = 'kay.johnson@acme.test';
    await button(page, 'Email', 'Change email').click();
    const form = modal(page, 'Change email');
    await form.getByLabel(/^New email/).fill(next);
    await form.getByRole('button', { name: 'Send code', exact: true }).click();
    await form.getByLabel('Digit 1 of 6').waitFor();
    // Nothing changes before the code is in.
    expect(stored(KATHERINE.email)?.email).toBe(KATHERINE.email);
    await typeCode(page, await codeSent(KATHERINE.email, next));

    await closed(page).toBe(0);
    await expect
      .poll(() => shown(page, 'Email'))
      .toEqual({ value: next, unverified: false, buttons: ['Change email', 'Remove email'] });
    expect(stored(KATHERINE.email)).toMatchObject({ email: next, verifiedEmail: true });
    await page.context().close();
  });

  it('adds a phone with its code, then removes it: the row goes back to its empty state', async () => {
    const page = await openProfile(FRANCES);
    // No phone: the empty text, and the edit button as the add action.
    expect(await shown(page, 'Phone')).toEqual({
      value: 'Not set',
      unverified: false,
      buttons: ['Add phone'],
    });

    const phone = '+15550109999';
    await button(page, 'Phone', 'Add phone').click();
    const form = modal(page, 'Change phone');
    // The flow's phone field: a country select, and the number. Typed with its country code,
    // as the screen asks, it is sent as typed (not coded twice).
    await form.getByRole('combobox', { name: 'Country code' }).selectOption('US');
    await form.getByLabel(/^New phone/).fill('+1 555 010 9999');
    await form.getByRole('button', { name: 'Send code', exact: true }).click();
    await form.getByLabel('Digit 1 of 6').waitFor();
    await typeCode(page, await codeSent(FRANCES.email, phone));
    await closed(page).toBe(0);
    await expect
      .poll(() => shown(page, 'Phone'))
      .toEqual({ value: phone, unverified: false, buttons: ['Change phone', 'Remove phone'] });
    expect(stored(FRANCES.email)).toMatchObject({ phone, verifiedPhone: true });

    await button(page, 'Phone', 'Remove phone').click();
    const confirm = modal(page, 'Remove phone');
    await confirm.getByText(`Remove ${phone} from your profile?`).waitFor();
    await confirm.getByRole('button', { name: 'Remove phone', exact: true }).click();
    await closed(page).toBe(0);
    await expect
      .poll(() => shown(page, 'Phone'))
      .toEqual({ value: 'Not set', unverified: false, buttons: ['Add phone'] });
    expect(stored(FRANCES.email)?.phone ?? '').toBe('');
    await page.context().close();
  });

  it('gives the phone number the room and a compact country picker, at 360 and 1280 px', async () => {
    const page = await openProfile(FRANCES);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await button(page, 'Phone', 'Add phone').click();
      const form = modal(page, 'Change phone');
      const country = form.getByRole('combobox', { name: 'Country code' });
      const number = form.getByLabel(/^New phone/);
      await number.waitFor();
      const [picker, box] = await Promise.all([
        country.evaluate((select) => (select.parentElement as HTMLElement).offsetWidth),
        number.evaluate((input) => (input as HTMLElement).offsetWidth),
      ]);
      // The picker shows the code ('US +1') in a box of its own size; the number has the rest.
      expect(picker, `${width} px`).toBeLessThanOrEqual(110);
      expect(box, `${width} px`).toBeGreaterThan(picker * 1.5);
      expect(await form.getByText('US +1', { exact: true }).count()).toBe(1);
      // Too short a number: the message says what to do with the picker beside it.
      await number.fill('12');
      await form.getByRole('button', { name: 'Send code', exact: true }).click();
      await form
        .getByText(
          'Please enter a valid phone number for the chosen country, or choose another country',
          { exact: true },
        )
        .waitFor();
      // The picker is a real select, in the tab order, named, and changes the code shown.
      await country.selectOption('GB');
      expect(await form.getByText('GB +44', { exact: true }).count()).toBe(1);
      await settled(page);
      expect(await axeViolations(page), `${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await closed(page).toBe(0);
    }
    await page.context().close();
  });

  it("registers a passkey with Chromium's authenticator, then signs back in with it", async () => {
    const page = await openProfile(ALAN);
    const authenticator = await virtualAuthenticator(page);
    expect(await shown(page, 'Passkey')).toEqual({
      value: 'Not set up',
      unverified: false,
      buttons: ['Add passkey'],
    });

    await button(page, 'Passkey', 'Add passkey').click();
    await modal(page, 'Add a passkey')
      .getByRole('button', { name: 'Add a passkey', exact: true })
      .click();
    await closed(page).toBe(0);
    await expect.poll(() => shown(page, 'Passkey')).toMatchObject({ value: 'Set up' });
    expect(stored(ALAN.email)?.webauthn).toHaveLength(1);
    const credentials = await authenticator.credentials();
    expect(credentials).toHaveLength(1);

    // The console's own `sign-in` flow only knows passwords and codes: the project offers
    // passkeys at sign-in by making it the flow that has them (its flows are its own
    // configuration; the emulator is reset before the next test).
    const flows = app.emulator.store.data.flows;
    flows['sign-in'] = flows['sign-up-or-in'];
    // The sign-in screen's email field offers the passkey in its autofill (a conditional
    // request), which an authenticator simulating presence would answer at once: without
    // presence it waits, and the user signs in with the button, which replaces it. Each
    // request the page makes is counted by kind.
    const { presence } = authenticator;
    await presence(false);
    await page.evaluate(() => {
      const get = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options) => {
        const kind = options?.mediation === 'conditional' ? 'autofill' : 'button';
        document.body.dataset[kind] = String(Number(document.body.dataset[kind] ?? 0) + 1);
        return get(options);
      };
    });
    const requests = (kind: 'autofill' | 'button') =>
      page.evaluate((kind) => Number(document.body.dataset[kind] ?? 0), kind);
    await page
      .getByRole('region', { name: 'Account' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await page.getByLabel('Email').fill(ALAN.email);
    await expect.poll(() => requests('autofill')).toBe(1);
    await presence(true);
    await page.getByRole('button', { name: 'Continue with passkey' }).click();

    await signedInAs(page, ALAN.name).waitFor({ timeout: 15_000 });
    await expect.poll(() => shown(page, 'Passkey')).toMatchObject({ value: 'Set up' });
    const lastSignIn = app.emulator.store.data.audits
      .filter(
        (audit) => audit.action === 'LoginSucceed' && audit.userId === stored(ALAN.email)?.userId,
      )
      .at(-1);
    expect(lastSignIn?.method).toBe('webauthn');
    expect(await requests('button')).toBe(1);
    await page.context().close();
  });

  it('changes the password: the current one is asked, the same one refused, the change confirmed; the new one signs in, the old one is refused', async () => {
    const page = await openProfile(LESLIE);
    const before = stored(LESLIE.email)?.passwordHash;
    expect(await shown(page, 'Password')).toMatchObject({ value: 'Set up' });
    const fresh = 'Leslie-Own-Passw0rd!';
    await button(page, 'Password', 'Change password').click();
    const form = modal(page, 'Change password');
    const save = () => form.getByRole('button', { name: 'Save password', exact: true }).click();
    // A wrong current password is refused on the screen, which stays with the new one typed.
    await form.getByLabel(/^Current password/).fill('Not-Leslies-1!');
    await form.getByLabel(/^New password/).fill(fresh);
    await save();
    await form.getByText('Wrong current password. Try again.').waitFor();
    expect(await form.getByLabel(/^New password/).inputValue()).toBe(fresh);
    // The current password again as the new one is refused, with why.
    await form.getByLabel(/^Current password/).fill(LESLIE.password);
    await form.getByLabel(/^New password/).fill(LESLIE.password);
    await save();
    await form.getByText('Choose a new password: this one is your current password.').waitFor();
    expect(stored(LESLIE.email)?.passwordHash).toBe(before);

    await form.getByLabel(/^Current password/).fill(LESLIE.password);
    await form.getByLabel(/^New password/).fill(fresh);
    await save();
    await closed(page).toBe(0);
    // The change shows nowhere on the card: a notice confirms it.
    await page.getByRole('status').filter({ hasText: 'Your password was changed.' }).waitFor();
    expect(stored(LESLIE.email)?.passwordHash).not.toBe(before);

    await page
      .getByRole('region', { name: 'Account' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    // The old password is refused, on the password screen (issue 24: without saying whether
    // the email or the password was wrong).
    await signIn(page, LESLIE.email, LESLIE.password);
    await page.getByText('Wrong email or password.').waitFor();
    expect(await signedInAs(page, LESLIE.name).count()).toBe(0);
    // The new one signs in (the flow starts over from the email).
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await signIn(page, LESLIE.email, fresh);
    await signedInAs(page, LESLIE.name).waitFor();
    await page.context().close();
  });

  it('opens the modal that ?widget-flow= names, and takes the parameter out of the address', async () => {
    // Signed in: a link to the profile opens in a new tab of the same browser.
    const page = await openProfile(ADMIN);
    const link = new URL(page.url());
    link.searchParams.set('widget-flow', 'update-name');
    link.searchParams.set('from', 'email');
    link.hash = '#/profile';
    const tab = await page.context().newPage();
    const entries = await tab.evaluate(() => window.history.length);
    await tab.goto(link.toString());
    await modal(tab, 'Change name').getByLabel(/^Name/).waitFor();
    const address = new URL(tab.url());
    // The console's own parameters (its project and emulator) and the others stay, in order.
    expect([...address.searchParams.keys()]).toEqual(['projectId', 'baseUrl', 'from']);
    expect(address.hash).toBe('#/profile');
    // Replaced, not pushed: the visit is the one new entry, so Back does not lead to the
    // address that opens the modal again.
    expect(await tab.evaluate(() => window.history.length)).toBe(entries + 1);
    // The modal works: it changes the name.
    await modal(tab, 'Change name').getByLabel(/^Name/).fill('Acme Owner');
    await modal(tab, 'Change name').getByRole('button', { name: 'Save', exact: true }).click();
    await closed(tab).toBe(0);
    await expect.poll(() => shown(tab, 'Name')).toMatchObject({ value: 'Acme Owner' });
    await page.context().close();

    // Signed out: the parameter waits through the sign-in, then opens the modal.
    const fresh = await app.open({ 'widget-flow': 'update-name' });
    await fresh.evaluate(() => {
      window.location.hash = '#/profile';
    });
    await fresh.getByLabel('Email').waitFor();
    const length = await fresh.evaluate(() => window.history.length);
    await signIn(fresh);
    await modal(fresh, 'Change name').getByLabel(/^Name/).waitFor();
    expect(new URL(fresh.url()).searchParams.has('widget-flow')).toBe(false);
    expect(new URL(fresh.url()).hash).toBe('#/profile');
    expect(await fresh.evaluate(() => window.history.length)).toBe(length);
    await fresh.context().close();
  });

  it('logs out from the profile: the sign-in flow comes back, in every tab', async () => {
    const page = await openProfile(ADMIN);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await profile(other).getByRole('button', { name: 'Sign out' }).waitFor();
    const userId = stored(ADMIN.email)?.userId;
    const live = () =>
      Object.values(app.emulator.store.data.refreshTokens).filter(
        (token) => token.userId === userId && !token.revoked && !token.rotated,
      ).length;
    expect(live()).toBeGreaterThan(0);

    await profile(page).getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('Email').waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    expect(await profile(page).count()).toBe(0);
    // The other tab follows without a reload, and stays signed out after one.
    await other.getByLabel('Email').waitFor();
    expect(await profile(other).count()).toBe(0);
    expect(live()).toBe(0);
    await other.reload();
    await other.getByLabel('Email').waitFor();
    expect(await other.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    await page.context().close();
  });

  it('is usable with the keyboard alone: open, Escape, and a whole change of name', async () => {
    const page = await app.open();
    await signIn(page, JEAN.email, JEAN.password);
    await signedInAs(page, JEAN.name).waitFor();
    await tabTo(page, (active) => active?.tag === 'a' && active.text === 'My profile');
    await page.keyboard.press('Enter');
    await profile(page).getByRole('button', { name: 'Sign out' }).waitFor();
    expect((await focused(page))?.text).toBe('My profile');

    // Open with Enter: the focus goes into the modal, onto its flow's field.
    await tabTo(page, (active) => active?.text === 'Change name');
    await page.keyboard.press('Enter');
    await modal(page, 'Change name').getByLabel(/^Name/).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', name: 'Name *' });
    expect(await focusInDialog(page)).toBe(true);
    // Tab stays inside the modal.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    // Escape closes it and gives the focus back to its opener.
    await page.keyboard.press('Escape');
    await closed(page).toBe(0);
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Change name' });

    // A whole change: Space opens, the name is typed over whatever the field holds, Enter saves.
    await page.keyboard.press('Space');
    await modal(page, 'Change name').getByLabel(/^Name/).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'input', name: 'Name *' });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Jean E. Sammet');
    await page.keyboard.press('Enter');
    await closed(page).toBe(0);
    await expect.poll(() => shown(page, 'Name')).toMatchObject({ value: 'Jean E. Sammet' });
    expect(stored(JEAN.email)?.name).toBe('Jean E. Sammet');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Change name' });
    await page.context().close();
  });

  it('has no axe violations, light and dark, with a modal open; dark is dark; never scrolls sideways', async () => {
    const page = await openProfile(ADMIN);
    const openName = async () => {
      await button(page, 'Name', 'Change name').click();
      await modal(page, 'Change name').getByLabel(/^Name/).waitFor();
    };
    const openPassword = async () => {
      await button(page, 'Password', 'Change password').click();
      await modal(page, 'Change password')
        .getByLabel(/^Current password/)
        .waitFor();
    };
    const closeModal = async () => {
      await page.keyboard.press('Escape');
      await closed(page).toBe(0);
    };
    // The page, the card around the widget, the profile's card and (open) its modal.
    const surfaces = ['html', 'body', '.card', '.gh-w-profile .gh-w-pcard'];
    for (const theme of ['Light', 'Dark'] as const) {
      await themeRadio(page, theme).check();
      const dark = theme === 'Dark';
      expect(await page.locator('.gh-w').first().getAttribute('data-theme')).toBe(
        theme.toLowerCase(),
      );
      for (const surface of surfaces) {
        const value = await luminance(page, surface);
        if (dark) expect(value, `${surface}, ${theme}`).toBeLessThan(0.05);
        else expect(value, `${surface}, ${theme}`).toBeGreaterThan(0.8);
      }
      await settled(page);
      expect(await axeViolations(page), `profile, ${theme}`).toEqual([]);

      await openName();
      const sheet = await luminance(page, '.gh-w-profile .gh-w-modal');
      if (dark) expect(sheet).toBeLessThan(0.05);
      else expect(sheet).toBeGreaterThan(0.8);
      await settled(page);
      expect(await axeViolations(page), `Change name modal, ${theme}`).toEqual([]);
      await closeModal();

      await openPassword();
      await settled(page);
      expect(await axeViolations(page), `Change password modal, ${theme}`).toEqual([]);
      await closeModal();
    }

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await scrollsSideways(page), `profile at ${width}px`).toBe(false);
      await openName();
      expect(await scrollsSideways(page), `Change name at ${width}px`).toBe(false);
      await closeModal();
      await openPassword();
      expect(await scrollsSideways(page), `Change password at ${width}px`).toBe(false);
      await closeModal();
    }
    await page.context().close();
  });
});
