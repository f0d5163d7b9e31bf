import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { doneScreen, FLOW_ID, flowBackend, renderFlow, showScreen } from '../test/flow-backend';
import type { Screen } from './create';
import { Flow } from './Flow';

// Nodes the renderer draws nothing for, buttons the engine disables, and autocomplete tokens,
// against the real engine of @gatehouse/core (happy-dom has no WebAuthn).

async function shown(
  screens: Screen[],
  screenId: string,
  pages: Record<string, string> = {},
  next = [showScreen('done', '2')],
  debug = true,
) {
  const backend = flowBackend({
    screens: [...screens, doneScreen],
    pages,
    start: [showScreen(screenId)],
    next,
  });
  const view = renderFlow(backend, <Flow flowId={FLOW_ID} debug={debug} />);
  await waitFor(() => expect(document.querySelector(`[data-screen="${screenId}"]`)).toBeTruthy());
  return { backend, ...view };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('<Flow> nodes without markup of their own', () => {
  // Components this engine does not draw, as a provider page carries them: the reader keeps
  // them as unsupported (their content dropped).
  const extras = [
    '<descope-one-tap id="one-tap" provider="google"></descope-one-tap>',
    '<descope-email-field name="email" label="Email"></descope-email-field>',
    '<descope-carousel id="c1"><b>hi</b></descope-carousel>',
    '<descope-container><descope-countdown seconds="5"></descope-countdown></descope-container>',
    '<descope-button id="continue" variant="contained">Continue</descope-button>',
  ].join('');

  it('in production draws nothing for One Tap and unknown components, and the rest works', async () => {
    const { backend } = await shown([], 'extras', { 'extras.html': extras }, undefined, false);
    const form = document.querySelector('[data-screen="extras"] form')!;
    // The screen's (empty) error region at the top, the email field, the (now empty)
    // container and the button: nothing else.
    expect([...form.children].map((child) => child.className)).toEqual([
      'gh-alert gh-error',
      'gh-field',
      'gh-container',
      'gh-button',
    ]);
    expect(form.querySelector('.gh-container')!.children).toHaveLength(0);
    expect(form.textContent).not.toMatch(/carousel|countdown|hi/);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    expect(backend.nexts[0]).toMatchObject({
      interactionId: 'continue',
      input: { email: 'ada@example.com' },
    });
    await screen.findByText('All set');
  });

  it('in development (debug) names each unsupported component where it stands, as text', async () => {
    await shown([], 'extras', { 'extras.html': extras });
    const form = document.querySelector('[data-screen="extras"] form')!;
    expect([...form.children].map((child) => child.className)).toEqual([
      'gh-alert gh-error',
      'gh-field',
      'gh-unsupported',
      'gh-container',
      'gh-button',
    ]);
    const notes = screen.getAllByRole('note').map((note) => note.textContent);
    expect(notes).toEqual([
      'Unsupported component: descope-carousel',
      'Unsupported component: descope-countdown',
    ]);
    expect(form.textContent).not.toMatch(/hi/);
    const log = (await screen.findByRole('region', { name: 'Debugger' })).textContent;
    expect(log).toContain('Unknown component: descope-carousel');
    expect(log).toContain('Unknown component: descope-countdown');
  });
});

describe('<Flow> googleClientUrl', () => {
  it("loads One Tap's client script from the URL it is given", async () => {
    const url = 'http://127.0.0.1:4999/emulator/gsi/client?flow-test';
    const oneTap = {
      id: 'tap',
      nodes: [
        { type: 'oneTap', id: 'one-tap' },
        { type: 'button', interactionId: 'continue', label: 'Continue', variant: 'primary' },
      ],
    } as unknown as Screen;
    const backend = flowBackend({ screens: [oneTap, doneScreen], start: [showScreen('tap')] });
    // happy-dom loads no scripts (the element fails and is removed): watch it being added.
    const added = vi.spyOn(document.head, 'appendChild');
    renderFlow(backend, <Flow flowId={FLOW_ID} googleClientUrl={url} />);
    await waitFor(() =>
      expect(added.mock.calls.map(([node]) => (node as HTMLScriptElement).src)).toContain(url),
    );
    added.mockRestore();
  });
});

describe('<Flow> client values', () => {
  it('sends them in the start options, and an equal object on re-render keeps the same flow', async () => {
    const backend = flowBackend({ screens: [doneScreen], start: [showScreen('done')] });
    const { rerender } = renderFlow(
      backend,
      <Flow flowId={FLOW_ID} client={{ plan: 'pro', seats: 3 }} />,
    );
    await screen.findByText('All set');
    rerender(<Flow flowId={FLOW_ID} client={{ plan: 'pro', seats: 3 }} />);
    await tick();
    expect(backend.starts).toHaveLength(1);
    expect(backend.starts[0]).toMatchObject({ options: { client: { plan: 'pro', seats: 3 } } });
  });
});

describe('<Flow> buttons the engine disables', () => {
  const passkeyScreen: Screen = {
    id: 'passkey',
    nodes: [
      {
        type: 'button',
        interactionId: 'passkey',
        label: 'Sign in with a passkey',
        variant: 'secondary',
        buttonType: 'biometrics',
      },
      { type: 'button', interactionId: 'email', label: 'Use email', variant: 'primary' },
    ],
  };

  it('cannot press a passkey button without WebAuthn, and says why', async () => {
    const { backend } = await shown([passkeyScreen], 'passkey');
    const passkey = screen.getByRole('button', { name: 'Sign in with a passkey' });
    expect(passkey.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(passkey.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Passkeys are not available in this browser');
    // Focus goes to a button that works, not to the disabled one.
    expect(document.activeElement?.textContent).toBe('Use email');

    fireEvent.click(passkey);
    await tick();
    expect(backend.nexts).toHaveLength(0);

    const other = screen.getByRole('button', { name: 'Use email' });
    expect(other.getAttribute('aria-disabled')).toBeNull();
    expect(other.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(other);
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    expect(backend.nexts[0]).toMatchObject({ interactionId: 'email' });
  });
});

describe('<Flow> autocomplete', () => {
  it("passes every input's autocomplete tokens through exactly", async () => {
    const tokens: Screen = {
      id: 'tokens',
      nodes: [
        {
          type: 'input',
          inputType: 'email',
          name: 'email',
          label: 'Email',
          autoComplete: 'username webauthn',
        },
        { type: 'input', inputType: 'text', name: 'name', label: 'Name', autoComplete: 'name' },
        {
          type: 'input',
          inputType: 'password',
          name: 'password',
          label: 'Password',
          autoComplete: 'new-password',
        },
        { type: 'input', inputType: 'phone', name: 'phone', label: 'Phone', autoComplete: 'tel' },
        {
          type: 'input',
          inputType: 'passcode',
          name: 'code',
          label: 'Code',
          digits: 4,
          autoComplete: 'one-time-code',
        },
        {
          type: 'input',
          inputType: 'select',
          name: 'country',
          label: 'Country',
          autoComplete: 'country',
          options: [{ value: 'GB', label: 'United Kingdom' }],
        },
        {
          type: 'input',
          inputType: 'checkbox',
          name: 'remember',
          label: 'Remember me',
          autoComplete: 'off',
        },
        { type: 'input', inputType: 'text', name: 'plain', label: 'Plain' },
        { type: 'button', interactionId: 'go', label: 'Go', variant: 'primary' },
      ],
    };
    await shown([tokens], 'tokens');
    const autocomplete = (label: string) =>
      screen.getByLabelText(label).getAttribute('autocomplete');
    expect(autocomplete('Email')).toBe('username webauthn');
    expect(autocomplete('Name')).toBe('name');
    expect(autocomplete('Password')).toBe('new-password');
    expect(autocomplete('Phone')).toBe('tel');
    expect(autocomplete('Digit 1 of 4')).toBe('one-time-code');
    // The provider's combo box carries no autocomplete (FORMAT25 §4): a select has none.
    expect(autocomplete('Country')).toBeNull();
    expect(autocomplete('Remember me')).toBe('off');
    expect(autocomplete('Plain')).toBeNull();
  });
});
