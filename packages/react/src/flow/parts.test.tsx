import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../provider';
import {
  clientOf,
  codeScreen,
  emailScreen,
  everyNode,
  FLOW_ID,
  flowBackend,
  renderFlow,
  showScreen,
} from '../test/flow-backend';
import { createFlow } from './create';
import { Flow } from './Flow';
import { partOf, partsOf, prepareScreen } from './parts';
import PasscodeField, { PASSCODE_CSS } from './passcode-field';
import { SCREEN_CSS } from './screen-styles';

// The screen parts that are chunks of their own (every input but text and email, TOTP) load
// before a screen that needs them shows: it appears whole, never as a loading state instead.

describe('screen parts', () => {
  it('names the parts a screen needs, containers walked', () => {
    expect(partsOf(everyNode).sort()).toEqual([
      'checkbox',
      'passcode',
      'password',
      'phone',
      'select',
      'styles',
      'totp',
    ]);
    // Every screen needs the screens' rules.
    expect(partsOf(emailScreen)).toEqual(['styles']);
  });

  it('the engine shows a passcode screen once its part has loaded, never before', async () => {
    const backend = flowBackend({ screens: [codeScreen], start: [showScreen(codeScreen.id)] });
    const client = clientOf(backend);
    const flow = createFlow(client, { flowId: FLOW_ID });
    const partWhenShown: unknown[] = [];
    flow.$state.listen((state) => {
      if (state.status === 'screen') partWhenShown.push(partOf('passcode'));
    });
    render(
      <AuthProvider client={client}>
        <Flow flowId={FLOW_ID} flow={flow} />
      </AuthProvider>,
    );
    await screen.findByLabelText(/^Digit 1 of/);
    expect(partWhenShown[0]).toBe(PasscodeField);
    flow.destroy();
    client.destroy();
  });

  it('prepareScreen resolves once the parts have loaded', async () => {
    await prepareScreen(undefined)(everyNode);
    expect(partOf('passcode')).toBe(PasscodeField);
  });

  it('a passcode screen shows whole: the boxes come with the screen, centred', async () => {
    const backend = flowBackend({ screens: [codeScreen], start: [showScreen(codeScreen.id)] });
    const { container } = renderFlow(backend, <Flow flowId={FLOW_ID} />);
    const first = await screen.findByLabelText(/^Digit 1 of/);
    expect(container.querySelector('.gh-loading')).toBeNull();
    expect(first.closest('.gh-passcode')).toBeTruthy();
    const css = container.querySelector('.gh-field style')?.textContent ?? '';
    expect(css).toBe(PASSCODE_CSS);
    expect(PASSCODE_CSS).toMatch(/\.gh-passcode-boxes \{[^}]*justify-content: center/);
  });

  it('shows a screen of every part once they have loaded, with their rules', async () => {
    const backend = flowBackend({ screens: [everyNode], start: [showScreen(everyNode.id)] });
    const { container } = renderFlow(backend, <Flow flowId={FLOW_ID} />);
    await screen.findByText('Welcome back');
    expect(container.querySelector('.gh-loading')).toBeNull();
    expect(container.querySelector('.gh-passcode')).toBeTruthy();
    expect(container.querySelector('.gh-totp style')?.textContent).toContain('.gh-totp {');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country code' })).toBeTruthy(),
    );
  });

  it('uses no colour literal in the parts’ rules', () => {
    for (const css of [PASSCODE_CSS, SCREEN_CSS]) {
      expect(css).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i);
    }
  });
});
