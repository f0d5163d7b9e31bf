import type { Screen } from '@gatehouse/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type BackendOptions,
  doneScreen,
  FLOW_ID,
  flowBackend,
  renderFlow,
  showScreen,
} from '../test/flow-backend';
import { Flow, type FlowProps } from './Flow';

// What the screen state shows in <Flow>, against the real engine (msw as the provider): the
// engine applies the state, <Flow> draws what it is given.

const ORIGIN = window.location.origin;

const profileScreen: Screen = {
  id: 'profile',
  nodes: [
    { type: 'text', variant: 'title', text: 'Welcome, {{user.name}}' },
    { type: 'text', variant: 'error', text: '' },
    {
      type: 'link',
      href: 'https://help.example/{{project.slug}}',
      text: 'Help for {{project.name}}',
    },
    { type: 'input', id: 'name-field', inputType: 'text', name: 'name', label: 'Name' },
    {
      type: 'input',
      id: 'nick-field',
      inputType: 'text',
      name: 'nick',
      label: 'Nickname of {{user.name}}',
      dynamicAttrs: true,
    },
    { type: 'input', id: 'team-field', inputType: 'select', name: 'team', label: 'Team' },
    {
      type: 'input',
      id: 'secret-field',
      inputType: 'text',
      name: 'secret',
      label: 'Secret',
      required: true,
    },
    { type: 'input', id: 'plan-field', inputType: 'text', name: 'plan', label: 'Plan' },
    { type: 'button', interactionId: 'save', label: 'Save', variant: 'primary' },
    { type: 'button', interactionId: 'delete', label: 'Delete', variant: 'secondary' },
  ],
};

const STATE = {
  user: { name: 'Ada' },
  project: { name: 'Acme', slug: 'acme' },
  inputs: { name: 'Ada Lovelace' },
  componentsState: {
    'secret-field': 'hide',
    'name-field': 'read-only',
    delete: 'disable',
  },
  componentsConfig: {
    team: {
      data: [
        { label: 'Research', value: 'r' },
        { label: 'Ops', value: 'o' },
      ],
    },
  },
};

async function shown(options: Partial<BackendOptions> = {}, props: Partial<FlowProps> = {}) {
  const backend = flowBackend({
    screens: [profileScreen, doneScreen],
    start: [showScreen('profile', '1', STATE)],
    ...options,
  });
  renderFlow(backend, <Flow flowId={FLOW_ID} {...props} />);
  await waitFor(() => expect(document.querySelector('[data-screen="profile"]')).toBeTruthy());
  return backend;
}

describe('<Flow> and the screen state', () => {
  it('fills placeholders in text, link text and href, and a dynamic label, as text', async () => {
    await shown();
    expect(screen.getByRole('heading', { name: 'Welcome, Ada' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Help for Acme' });
    expect(link.getAttribute('href')).toBe('https://help.example/acme');
    expect(screen.getByLabelText('Nickname of Ada')).toBeTruthy();
  });

  it('hides, disables and makes read-only by componentsState; options come by componentsConfig', async () => {
    const backend = await shown();
    expect(screen.queryByLabelText(/Secret/)).toBeNull();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(name.value).toBe('Ada Lovelace');
    // The screen's first input is read-only: focus goes to the first a user can change.
    expect(document.activeElement).toBe(screen.getByLabelText('Nickname of Ada'));
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(remove);
    const team = screen.getByRole('combobox', { name: 'Team' });
    expect([...team.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Select…',
      'Research',
      'Ops',
    ]);
    fireEvent.change(team, { target: { value: 'o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The hidden required input neither blocks the press nor is sent; the disabled button sent nothing.
    await waitFor(() => expect(backend.nexts).toHaveLength(1));
    expect(backend.nexts[0]).toMatchObject({
      interactionId: 'save',
      input: { name: 'Ada Lovelace', team: 'o', origin: ORIGIN },
    });
    expect(backend.nexts[0]?.input).not.toHaveProperty('secret');
  });

  it("shows the server's error in the screen's own error node, once", async () => {
    await shown({
      next: [showScreen('profile', '2', { ...STATE, errorText: 'That name is taken' })],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('That name is taken');
    const alerts = screen.getAllByRole('alert').filter((alert) => alert.textContent);
    expect(alerts.map((alert) => alert.textContent)).toEqual(['That name is taken']);
  });

  it('takes the form option: prefilled, disabled, sent with start, read as {{form.x}}', async () => {
    const backend = await shown(
      { start: [showScreen('profile', '1', { ...STATE, user: { name: '{{form.plan}}' } })] },
      { form: { plan: { value: 'Pro', disabled: true }, nick: 'Countess' } },
    );
    const plan = screen.getByLabelText('Plan') as HTMLInputElement;
    expect(plan.value).toBe('Pro');
    expect(plan.disabled).toBe(true);
    expect((screen.getByLabelText(/^Nickname/) as HTMLInputElement).value).toBe('Countess');
    expect(backend.starts[0]?.input).toMatchObject({ plan: 'Pro', nick: 'Countess' });
    // A state value is shown as written, never filled again.
    expect(screen.getByRole('heading', { name: 'Welcome, {{form.plan}}' })).toBeTruthy();
  });
});
