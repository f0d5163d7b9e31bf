import { DEMO_ADMIN } from '@gatehouse/emulator';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineGatehouseFlow, GatehouseFlowElement } from './index';
import { allowEmulator, runEmulatorForFile } from './test/emulator';
import { server } from './test/msw';

// <gatehouse-flow> runs the real engine against the emulator's real flows.
const emulator = runEmulatorForFile();

interface Seen {
  type: string;
  detail: unknown;
  bubbles: boolean;
  composed: boolean;
}

/** A `<gatehouse-flow>` with the attributes and an event recorder. */
function element(attributes: Record<string, string>) {
  defineGatehouseFlow();
  const el = document.createElement('gatehouse-flow');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const events: Seen[] = [];
  for (const type of ['ready', 'success', 'error', 'page-updated']) {
    el.addEventListener(type, (event) => {
      const { detail, bubbles, composed } = event as CustomEvent;
      events.push({ type, detail, bubbles, composed });
    });
  }
  return { el, events };
}

/** Every request made, as `METHOD path`. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return seen;
}

const connect = (el: HTMLElement) => act(() => void document.body.append(el));
const live = () => ({
  'project-id': emulator.projectId,
  'flow-id': 'sign-in',
  'base-url': emulator.url,
});
const shadowOf = (el: HTMLElement) => el.shadowRoot!;
const field = (el: HTMLElement, name: string) =>
  shadowOf(el).querySelector<HTMLInputElement>(`input[name="${name}"]`);
const buttonNamed = (el: HTMLElement, label: string) =>
  [...shadowOf(el).querySelectorAll('button')].find((b) => b.textContent === label);

describe('<gatehouse-flow>', () => {
  it('is not registered by importing, and defineGatehouseFlow registers it once', () => {
    expect(customElements.get('gatehouse-flow')).toBeUndefined();
    expect(defineGatehouseFlow()).toBe(GatehouseFlowElement);
    expect(defineGatehouseFlow()).toBe(GatehouseFlowElement);
    expect(customElements.get('gatehouse-flow')).toBe(GatehouseFlowElement);
    const other = defineGatehouseFlow('my-sign-in');
    expect(customElements.get('my-sign-in')).toBe(other);
    expect(new other()).toBeInstanceOf(GatehouseFlowElement);
    expect(GatehouseFlowElement.observedAttributes).toEqual([
      'project-id',
      'flow-id',
      'base-url',
      'tenant',
      'theme',
      'locale',
      'redirect-url',
      'google-client-url',
      'client',
      'debug',
    ]);
  });

  it("loads One Tap's client script from google-client-url", async () => {
    const url = `${emulator.url}/emulator/gsi/client`;
    // happy-dom loads no scripts (the element fails and is removed): watch it being added.
    const added = vi.spyOn(document.head, 'appendChild');
    const { el } = element({ ...live(), 'flow-id': 'sign-in-one-tap', 'google-client-url': url });
    await connect(el);
    await waitFor(() =>
      expect(added.mock.calls.map(([node]) => (node as HTMLScriptElement).src)).toContain(url),
    );
    added.mockRestore();
    el.remove();
  });

  it('reports a missing project-id with an error event, an accessible message and no request', async () => {
    const requests = recordRequests();
    const { el, events } = element({ 'flow-id': 'sign-in' });
    await connect(el);
    expect(events).toEqual([
      {
        type: 'error',
        detail: { message: 'project-id must not be empty' },
        bubbles: true,
        composed: true,
      },
    ]);
    expect(shadowOf(el).querySelector('[role="alert"]')?.textContent).toBe(
      'project-id must not be empty',
    );
    expect(requests).toEqual([]);
  });

  it('reports a client attribute that is not a JSON object, and sends one that is', async () => {
    const requests = recordRequests();
    const { el, events } = element({ ...live(), client: '{plan: pro}' });
    await connect(el);
    expect(events.map((event) => event.detail)).toEqual([
      { message: 'client must be a JSON object' },
    ]);
    expect(shadowOf(el).querySelector('[role="alert"]')?.textContent).toBe(
      'client must be a JSON object',
    );
    expect(requests).toEqual([]);

    const starts: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/v1/flow/start')
        starts.push(await request.clone().json());
    });
    await act(() => void el.setAttribute('client', '{"plan":"pro"}'));
    await waitFor(() => expect(field(el, 'email')).toBeTruthy());
    // The start screen shows before the flow starts: its first submit is the start call.
    fireEvent.change(field(el, 'email')!, { target: { value: DEMO_ADMIN.loginId } });
    fireEvent.click(buttonNamed(el, 'Continue')!);
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]).toMatchObject({ options: { client: { plan: 'pro' } } });
    el.remove();
  });

  it('reports a missing flow-id, then runs the flow once it is set', async () => {
    allowEmulator(emulator);
    const { el, events } = element({ 'project-id': emulator.projectId, 'base-url': emulator.url });
    await connect(el);
    expect(events.map((e) => e.detail)).toEqual([{ message: 'flow-id must not be empty' }]);
    expect(shadowOf(el).textContent).toBe('flow-id must not be empty');
    await act(() => el.setAttribute('flow-id', 'sign-in'));
    expect(shadowOf(el).querySelector('[role="alert"]')).toBeNull();
    await waitFor(() => expect(field(el, 'email')).toBeTruthy());
  });

  it('signs in through the real flow in its shadow root: ready, page-updated, success', async () => {
    allowEmulator(emulator);
    const { el, events } = element(live());
    const seenOnDocument = vi.fn();
    document.addEventListener('page-updated', seenOnDocument);
    await connect(el);

    await waitFor(() => expect(field(el, 'email')).toBeTruthy());
    const shadow = shadowOf(el);
    expect(shadow.querySelector('h2')?.textContent).toBe('Sign in');
    expect(shadow.querySelector('style')?.textContent).toContain('.gh-flow');
    expect(document.querySelector('h2')).toBeNull();
    expect(shadow.activeElement).toBe(field(el, 'email'));

    fireEvent.change(field(el, 'email')!, { target: { value: DEMO_ADMIN.loginId } });
    fireEvent.click(buttonNamed(el, 'Continue')!);
    await waitFor(() => expect(field(el, 'password')).toBeTruthy());
    fireEvent.change(field(el, 'password')!, { target: { value: DEMO_ADMIN.password } });
    fireEvent.keyDown(field(el, 'password')!, { key: 'Enter' });

    await waitFor(() => expect(events.map((e) => e.type)).toContain('success'));
    expect(
      events.map(({ type, detail }) => [type, type === 'success' ? 'tokens' : detail]),
    ).toEqual([
      ['ready', null],
      ['page-updated', { screenId: 'sign-in' }],
      ['page-updated', { screenId: 'password' }],
      ['success', 'tokens'],
    ]);
    const success = events.find((e) => e.type === 'success')?.detail as { sessionJwt?: string };
    expect(success.sessionJwt).toMatch(/^ey/);
    expect(events.every((e) => e.bubbles && e.composed)).toBe(true);
    expect(seenOnDocument).toHaveBeenCalledTimes(2);
    document.removeEventListener('page-updated', seenOnDocument);
  });

  it('keeps the typed email and shows the error when the password is wrong', async () => {
    allowEmulator(emulator);
    const { el } = element(live());
    await connect(el);
    await waitFor(() => expect(field(el, 'email')).toBeTruthy());
    fireEvent.change(field(el, 'email')!, { target: { value: DEMO_ADMIN.loginId } });
    fireEvent.click(buttonNamed(el, 'Continue')!);
    await waitFor(() => expect(field(el, 'password')).toBeTruthy());
    fireEvent.change(field(el, 'password')!, { target: { value: 'not-the-password' } });
    fireEvent.keyDown(field(el, 'password')!, { key: 'Enter' });
    await waitFor(() => expect(shadowOf(el).querySelector('.gh-alert')?.textContent).toMatch(/\S/));
    expect(field(el, 'password')?.value).toBe('not-the-password');
  });

  it('dispatches error when the flow fails, and for an unsupported theme', async () => {
    allowEmulator(emulator);
    const { el, events } = element({ ...live(), 'flow-id': 'no-such-flow' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await connect(el);
    await waitFor(() =>
      expect(shadowOf(el).querySelector('[role="alert"]')?.textContent).toBe(
        'Something went wrong. Try again.',
      ),
    );
    await act(() => el.setAttribute('theme', 'sepia'));
    expect(events.map((e) => e.detail)).toEqual([
      expect.objectContaining({ code: 'E_FLOW_CONFIG', message: 'Cannot get config file' }),
      expect.objectContaining({
        message:
          'Supported theme values are "light", "dark", or leave empty for using the OS theme.',
      }),
    ]);
    expect(shadowOf(el).querySelector('.gh-flow')).toBeNull();
  });

  it('re-renders on attribute changes, runs a new flow for a new flow id, tears down on disconnect', async () => {
    allowEmulator(emulator);
    const { el } = element({ ...live(), theme: 'light' });
    await connect(el);
    const root = () => shadowOf(el).querySelector('.gh-flow') as HTMLElement;
    await waitFor(() => expect(field(el, 'email')).toBeTruthy());
    expect(root().dataset.theme).toBe('light');
    await act(() => el.setAttribute('theme', 'dark'));
    expect(root().dataset.theme).toBe('dark');
    await act(() => el.setAttribute('debug', ''));
    // The debugger's code loads on demand, a moment after the attribute.
    await waitFor(() => expect(shadowOf(el).textContent).toContain('No errors detected'));
    // Attribute changes re-render the same flow: what was typed is still there.
    fireEvent.change(field(el, 'email')!, { target: { value: 'typed@example.com' } });
    await act(() => el.setAttribute('theme', 'light'));
    expect(field(el, 'email')?.value).toBe('typed@example.com');

    // A new flow id builds a new flow: sign-up-or-in shows its own first screen (welcome, or
    // welcome-back for a remembered user).
    await act(() => el.setAttribute('flow-id', 'sign-up-or-in'));
    await waitFor(() =>
      expect(shadowOf(el).querySelector('[data-screen]')?.getAttribute('data-screen')).toMatch(
        /^welcome/,
      ),
    );

    await act(() => el.remove());
    await waitFor(() => expect(shadowOf(el).childNodes).toHaveLength(0));
  });

  it('keeps running when moved within the document', async () => {
    allowEmulator(emulator);
    const { el } = element(live());
    await connect(el);
    await waitFor(() => expect(field(el, 'email')).toBeTruthy());
    fireEvent.change(field(el, 'email')!, { target: { value: 'typed@example.com' } });
    const other = document.createElement('section');
    document.body.append(other);
    await act(() => other.append(el));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    // The same flow runs on: a new one would have started with an empty form.
    expect(field(el, 'email')?.value).toBe('typed@example.com');
  });
});
