import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  button,
  flowApi,
  type Harness,
  harness,
  input,
  projectConfig,
  screenAnswer,
  screenDoc,
  serveContent,
  THEME,
} from '../test/flow';
import { BASE_URL, server } from '../test/msw';

// A flow in the page's locale: its screens (the project's, per locale), and every word of its
// own (validation, a request that got no answer) from the catalogue in that locale.

let h: Harness;
afterEach(() => h?.cleanup());

const SCREEN = screenDoc('email', [
  input('email', { inputType: 'email', required: true, label: 'Adresse e-mail' }),
  button('submit'),
]);

function onEmailScreen(locale: string) {
  h = harness();
  const requested = serveContent({
    'config.json': projectConfig({ targetLocales: ['fr'] }),
    'theme.json': THEME,
    'email.html': screenDoc('email', [
      input('email', { inputType: 'email', required: true, label: 'Email' }),
      button('submit'),
    ]),
    'email-fr.html': SCREEN,
  });
  flowApi('start', [screenAnswer('email', '1')]);
  return { flow: h.flow({ locale }), requested };
}

describe('a flow in French', () => {
  it('shows the French screen for fr, with French texts before it shows', async () => {
    const { flow, requested } = onEmailScreen('fr');
    await flow.start();
    expect(requested).toContain('email-fr.html');
    expect(flow.$state.get().screen).toEqual(SCREEN);
    expect(flow.$texts.get()?.locale).toBe('fr');
    expect(flow.$texts.get()?.('tryAgain')).toBe('Réessayer');
  });

  // The provider's rule (provider-content §1.5, §8 item 8): a locale the page sets is its own
  // fallback, so fr-CA finds only fr-ca screens; the flow's own texts still read fr-CA as fr.
  it('takes an explicit fr-CA as itself: the plain screen, French texts', async () => {
    const { flow, requested } = onEmailScreen('fr-CA');
    await flow.start();
    expect(requested).not.toContain('email-fr.html');
    expect(requested).toContain('email.html');
    expect(flow.$texts.get()?.locale).toBe('fr');
    expect(flow.$texts.get()?.('tryAgain')).toBe('Réessayer');
  });

  it('validates in French', async () => {
    const { flow } = onEmailScreen('fr');
    await flow.start();
    await flow.press('submit');
    expect(flow.$form.get().errors).toEqual({
      email: 'Le champ «\u00a0Adresse e-mail\u00a0» est obligatoire',
    });
    flow.setValue('email', 'ada');
    await flow.press('submit');
    expect(flow.$form.get().errors).toEqual({ email: 'Saisissez une adresse e-mail valide' });
  });

  it('says in French that a submit got no answer, and keeps what was typed', async () => {
    const { flow } = onEmailScreen('fr');
    server.use(http.post(`${BASE_URL}/v1/flow/next`, () => HttpResponse.error()));
    await flow.start();
    flow.setValue('email', 'ada@example.com');
    await flow.press('submit');
    expect(flow.$state.get()).toMatchObject({
      status: 'screen',
      screenState: {
        errorText: 'Le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
      },
    });
    expect(flow.$form.get().values).toMatchObject({ email: 'ada@example.com' });
  });
});

describe('a flow in a locale the catalogue lacks', () => {
  it('speaks English', async () => {
    const { flow, requested } = onEmailScreen('de-DE');
    await flow.start();
    expect(requested).not.toContain('email-fr.html');
    expect(flow.$texts.get()?.locale).toBe('en');
    await flow.press('submit');
    expect(flow.$form.get().errors).toEqual({ email: 'Email is required' });
  });
});
