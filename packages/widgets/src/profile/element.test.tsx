import { passwordOf, sharedClient } from '@gatehouse/core';
import { DEMO_ADMIN } from '@gatehouse/emulator';
import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  defineGatehouseWidgets,
  defineUserProfile,
  GatehouseUserProfileElement,
  PROFILE_ELEMENT_ATTRIBUTES,
} from '../index';
import { allowEmulator, runEmulatorForFile } from '../test/emulator';
import { spyFetch } from '../test/widgets';

// <gatehouse-user-profile> on the page's shared session, against a real emulator.
const emulator = runEmulatorForFile();

interface Seen {
  type: string;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
  /** The page's session when the event came. */
  session: string;
}

function element(attributes: Record<string, string>) {
  defineUserProfile();
  const el = document.createElement('gatehouse-user-profile');
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, value);
  const events: Seen[] = [];
  const page = sharedClient({ projectId: emulator.projectId, baseUrl: emulator.url });
  for (const type of ['logout', 'error']) {
    el.addEventListener(type, (event) => {
      const { detail, bubbles, composed } = event as CustomEvent;
      events.push({ type, detail, bubbles, composed, session: page.session.$state.get().status });
    });
  }
  return { el, events, shadow: () => within(el.shadowRoot as unknown as HTMLElement) };
}

const connect = (el: HTMLElement) => act(async () => void document.body.append(el));
const live = () => ({
  'project-id': emulator.projectId,
  'widget-id': 'demo',
  'base-url': emulator.url,
});

async function signIn() {
  allowEmulator(emulator);
  const client = sharedClient({ projectId: emulator.projectId, baseUrl: emulator.url });
  const result = await passwordOf(client).signIn(DEMO_ADMIN.loginId, DEMO_ADMIN.password);
  if (!result.ok) throw new Error(result.error.message);
}

describe('<gatehouse-user-profile>', () => {
  it('is registered by defineUserProfile once, and by defineGatehouseWidgets; it reads no tenant', () => {
    expect(customElements.get('gatehouse-user-profile')).toBeUndefined();
    defineGatehouseWidgets();
    expect(customElements.get('gatehouse-user-profile')).toBe(GatehouseUserProfileElement);
    expect(defineUserProfile()).toBe(GatehouseUserProfileElement);
    const other = defineUserProfile('my-profile');
    expect(customElements.get('my-profile')).toBe(other);
    expect(new other()).toBeInstanceOf(GatehouseUserProfileElement);
    expect(GatehouseUserProfileElement.observedAttributes).toEqual(PROFILE_ELEMENT_ATTRIBUTES);
    expect(PROFILE_ELEMENT_ATTRIBUTES).toEqual([
      'project-id',
      'widget-id',
      'base-url',
      'mock',
      'theme',
      'hide-title',
      'locale',
      'debug',
      'style-id',
    ]);
  });

  it('shows the signed-in user, hosts a flow in its shadow root, and dispatches logout after the session ended', async () => {
    await signIn();
    const { el, events, shadow } = element(live());
    await connect(el);
    await shadow().findByRole('button', { name: 'Sign out' });
    expect(shadow().getAllByText('Acme Admin').length).toBeGreaterThan(0);
    expect(events).toEqual([]);

    // The modal's flow runs in the shadow root, on the page's shared client.
    fireEvent.click(shadow().getByRole('button', { name: 'Change name' }));
    const dialog = await shadow().findByRole('dialog', { name: 'Change name' });
    expect(await within(dialog).findByLabelText(/^Name/, {}, { timeout: 3000 })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(shadow().queryByRole('dialog')).toBeNull();

    fireEvent.click(shadow().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(events.map((event) => event.type)).toEqual(['logout']));
    expect(events[0]).toEqual({
      type: 'logout',
      detail: null,
      bubbles: true,
      composed: true,
      session: 'unauthenticated',
    });
    el.remove();
  });

  it('in mock mode makes no request, and still tells the page of a logout', async () => {
    const fetch = spyFetch();
    const { el, events, shadow } = element({ 'widget-id': 'w1', mock: '' });
    await connect(el);
    await shadow().findByRole('button', { name: 'Sign out' });
    expect(shadow().getAllByText('Test User').length).toBeGreaterThan(0);
    await act(async () => fireEvent.click(shadow().getByRole('button', { name: 'Sign out' })));
    expect(events.map((event) => event.type)).toEqual(['logout']);
    expect(fetch).not.toHaveBeenCalled();
    el.remove();
  });

  it('reports a missing widget-id with an error event and calls nothing', async () => {
    const fetch = spyFetch();
    const { el, events, shadow } = element({ 'project-id': emulator.projectId });
    await connect(el);
    expect(shadow().getByRole('alert').textContent).toBe('The widget-id attribute is required');
    expect(events.map((event) => [event.type, event.detail])).toEqual([
      ['error', { message: 'The widget-id attribute is required' }],
    ]);
    expect(fetch).not.toHaveBeenCalled();
    el.remove();
  });
});
