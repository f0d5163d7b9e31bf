import { beforeEach, describe, expect, it } from 'vitest';
import { POLICY_MESSAGES } from '../auth/password-policy';
import { PASSWORD_REFUSALS } from '../auth/passwords';
import { DEMO_ADMIN } from '../seed/demo';
import { useEmulator } from '../test/emulator';
import { APP, expectScreen, flowClient } from '../test/flow-client';
import { ERROR_TEXTS } from './error-texts';
import { frErrors } from './locales/fr';
import { flowLocaleOf, sayError } from './translate';

// A flow started in a locale (the start options' `locale`, as the provider's API carries it)
// says its error texts in it, from the emulator's table for that locale, as it shows its
// translated screens.

const emulator = useEmulator();
const flow = flowClient(emulator);

const start = (flowId: string, locale: string, token?: string) =>
  flow.start(flowId, { options: { redirectUrl: `${APP}/signed-in`, locale } }, token);

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

/** Every English error text a flow screen can show. */
const SHOWN = [
  ...Object.values(ERROR_TEXTS),
  ...POLICY_MESSAGES,
  ...Object.values(PASSWORD_REFUSALS),
];

describe("the flows' error texts in French", () => {
  it('has French words for every one, with the same placeholders, and no other', () => {
    for (const english of SHOWN) {
      expect(frErrors[english], english).toBeTruthy();
      expect(placeholders(frErrors[english] ?? ''), english).toEqual(placeholders(english));
      expect(frErrors[english]).not.toBe(english);
    }
    expect(Object.keys(frErrors).filter((english) => !SHOWN.includes(english))).toEqual([]);
  });

  it('says a text in its locale, fills it, and never shows English on a French screen', () => {
    const tooMany = { text: ERROR_TEXTS.tooManyRequests, values: { seconds: 30 } };
    expect(sayError('fr', tooMany)).toBe('Trop de tentatives. Réessayez dans 30\u00a0secondes.');
    expect(sayError('en', tooMany)).toBe('Too many attempts. Try again in 30 seconds.');
    expect(sayError('fr', { text: 'Unknown or expired OAuth state' })).toBe(
      'Une erreur s’est produite. Réessayez.',
    );
    expect(sayError('en', { text: 'Unknown or expired OAuth state' })).toBe(
      'Unknown or expired OAuth state',
    );
  });

  it('takes the locale of the start options: a tag, its language, else English', () => {
    expect(flowLocaleOf('fr')).toBe('fr');
    expect(flowLocaleOf('fr-CA')).toBe('fr');
    expect(flowLocaleOf('de-DE')).toBe('en');
    expect(flowLocaleOf(undefined)).toBe('en');
    expect(flowLocaleOf(42)).toBe('en');
  });
});

describe('a flow started in French', () => {
  beforeEach(() => emulator.reset());

  it('refuses a wrong password in French (fr-CA reads French)', async () => {
    const signIn = await start('sign-in', 'fr-CA');
    const password = await flow.next(signIn, 'continue', { email: DEMO_ADMIN.loginId });
    const wrong = await flow.next(password, 'signIn', { password: 'Not-The-One-1' });
    expect(expectScreen(wrong, 'password').errorText).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    const code = await flow.next(wrong, 'useCode');
    const badCode = await flow.next(code, 'verify', { code: '000000' });
    expect(expectScreen(badCode, 'sign-in-code').errorText).toBe('Code incorrect. Réessayez.');
  });

  it('refuses a weak new password in French (the policy rule it breaks)', async () => {
    const { refreshJwt } = await emulator.signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
    const change = await start('change-password', 'fr', refreshJwt);
    const weak = await flow.next(change, 'save', {
      currentPassword: DEMO_ADMIN.password,
      newPassword: 'weak',
    });
    expect(expectScreen(weak, 'change-password').errorText).toBe(
      'Le mot de passe doit comporter au moins 8\u00a0caractères',
    );
  });

  it('speaks English for a locale it has no words for', async () => {
    const signIn = await start('sign-in', 'de');
    const password = await flow.next(signIn, 'continue', { email: DEMO_ADMIN.loginId });
    const wrong = await flow.next(password, 'signIn', { password: 'Not-The-One-1' });
    expect(expectScreen(wrong, 'password').errorText).toBe('Wrong email or password.');
  });
});
