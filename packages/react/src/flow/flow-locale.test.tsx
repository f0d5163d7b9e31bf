import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  everyNode,
  FLOW_ID,
  flowBackend,
  refused,
  renderFlow,
  showScreen,
} from '../test/flow-backend';
import { BASE_URL, server } from '../test/msw';
import { Flow } from './Flow';

// <Flow locale> speaks the flow's locale: the engine's validation and the renderer's own
// words are the catalogue's French; the screens and the server's error texts are the
// project's (the emulator's French is tested with it, in the widgets' flow element).

const WORDS =
  /\b(Show|Hide|Loading|Waiting|Try again|Something went wrong|Select…|is required|Please)\b/;

/** The page's words, its stylesheets left out. */
function shownText() {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const style of copy.querySelectorAll('style')) style.remove();
  return copy.textContent ?? '';
}

const codeBox = () =>
  within(screen.getByRole('group', { name: 'Code' })).getAllByRole('textbox')[0]!;

async function frenchScreen(locale = 'fr') {
  const backend = flowBackend({
    screens: [everyNode],
    start: [showScreen('everything')],
    next: [refused(401, 'Adresse e-mail ou mot de passe incorrect.')],
  });
  renderFlow(backend, <Flow flowId={FLOW_ID} locale={locale} />);
  await waitFor(() => expect(document.querySelector('[data-screen="everything"]')).toBeTruthy());
  return backend;
}

describe('<Flow locale="fr">', () => {
  it('shows the password toggle, the select and the passcode boxes in French', async () => {
    await frenchScreen();
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(toggle.textContent).toBe('Afficher');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' }).textContent).toBe(
      'Masquer',
    );
    expect(
      screen.getByRole('combobox', { name: 'Role' }).querySelector('option')?.textContent,
    ).toBe('Choisir…');
    expect(screen.getByRole('combobox', { name: 'Indicatif du pays' })).toBeTruthy();
    const boxes = within(screen.getByRole('group', { name: 'Code' })).getAllByRole('textbox');
    expect(boxes[0]?.getAttribute('aria-label')).toBe('Chiffre 1 sur 4');
  });

  it('validates in French, and shows the server’s refusal as it words it', async () => {
    await frenchScreen('fr-CA');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The matcher compares words with plain spaces (the message has non-breaking ones).
    await screen.findByText('Le champ « Email » est obligatoire');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Saisissez une adresse e-mail valide');
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(codeBox(), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Adresse e-mail ou mot de passe incorrect.');
    expect(shownText()).not.toMatch(WORDS);
  });

  it('says in French that the server did not answer', async () => {
    await frenchScreen();
    server.use(http.post(`${BASE_URL}/v1/flow/next`, () => HttpResponse.error()));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.com' } });
    fireEvent.change(codeBox(), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText(
      'Le serveur est injoignable. Vérifiez votre connexion, puis réessayez.',
    );
  });

  it('fails in French, with its Try again', async () => {
    const backend = flowBackend({ noConfig: true });
    renderFlow(backend, <Flow flowId={FLOW_ID} locale="fr" />);
    await screen.findByText('Une erreur s’est produite. Réessayez.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('speaks English for a locale the catalogue lacks', async () => {
    await frenchScreen('de');
    expect(screen.getByRole('button', { name: 'Show password' }).textContent).toBe('Show');
  });
});
