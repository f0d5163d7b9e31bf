import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineGatehouseFlow, type FlowFactory, GatehouseFlowElement } from './index';
import { fakeFlow, screenNamed } from './test/fake';
import { BASE_URL } from './test/msw';

type Fake = ReturnType<typeof fakeFlow>;

/** A `<gatehouse-flow>` with the attributes, a fake flow factory and an event recorder. */
function element(attributes: Record<string, string>, flow: Fake = fakeFlow()) {
  defineGatehouseFlow();
  const el = document.createElement('gatehouse-flow');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  const factory = vi.fn<FlowFactory>(() => flow);
  el.flowFactory = factory;
  const events: { type: string; detail: unknown; bubbles: boolean; composed: boolean }[] = [];
  for (const type of ['ready', 'success', 'error', 'page-updated']) {
    el.addEventListener(type, (event) => {
      const { detail, bubbles, composed } = event as CustomEvent;
      events.push({ type, detail, bubbles, composed });
    });
  }
  return { el, flow, factory, events };
}

const connect = (el: HTMLElement) => act(() => void document.body.append(el));
const valid = { 'project-id': 'Pwidgets', 'flow-id': 'sign-in', 'base-url': BASE_URL };

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
      'debug',
    ]);
  });

  it('reports a missing project-id with an error event and an accessible message', async () => {
    const { el, events, factory } = element({ 'flow-id': 'sign-in' });
    await connect(el);
    expect(events).toEqual([
      {
        type: 'error',
        detail: { message: 'project-id must not be empty' },
        bubbles: true,
        composed: true,
      },
    ]);
    const alert = el.shadowRoot?.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('project-id must not be empty');
    expect(factory).not.toHaveBeenCalled();
  });

  it('reports a missing flow-id, then renders the flow once it is set', async () => {
    const { el, events, flow } = element({ 'project-id': 'Pwidgets', 'base-url': BASE_URL });
    await connect(el);
    expect(events.map((e) => e.detail)).toEqual([{ message: 'flow-id must not be empty' }]);
    expect(el.shadowRoot?.textContent).toBe('flow-id must not be empty');
    await act(() => el.setAttribute('flow-id', 'sign-in'));
    expect(flow.start).toHaveBeenCalledTimes(1);
    expect(el.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
    expect(el.shadowRoot?.querySelector('.gh-flow [aria-busy="true"]')).toBeTruthy();
  });

  it('renders the flow into its shadow root and dispatches ready, page-updated and success', async () => {
    const { el, events, flow, factory } = element({
      ...valid,
      tenant: 'T1',
      locale: 'fr',
      'redirect-url': 'https://app.example/cb',
    });
    const seenOnDocument = vi.fn();
    document.addEventListener('page-updated', seenOnDocument);
    await connect(el);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory.mock.calls[0]?.[0].projectId).toBe('Pwidgets');
    expect(factory.mock.calls[0]?.[1]).toEqual({
      flowId: 'sign-in',
      tenant: 'T1',
      locale: 'fr',
      redirectUrl: 'https://app.example/cb',
    });
    expect(flow.start).toHaveBeenCalledTimes(1);

    await act(() => flow.show(screenNamed('email', 'Sign in')));
    const shadow = el.shadowRoot!;
    expect(shadow.querySelector('h2')?.textContent).toBe('Sign in');
    expect(shadow.querySelector('style')?.textContent).toContain('.gh-flow');
    expect(document.querySelector('h2')).toBeNull();
    expect(shadow.activeElement).toBe(shadow.querySelector('input[name="email"]'));

    await act(() => flow.show(screenNamed('code', 'Enter the code')));
    const authInfo = { sessionJwt: 'S.J.W' };
    await act(() => flow.set({ status: 'completed', authInfo }));
    expect(events.map(({ type, detail }) => [type, detail])).toEqual([
      ['ready', null],
      ['page-updated', { screenId: 'email' }],
      ['page-updated', { screenId: 'code' }],
      ['success', authInfo],
    ]);
    expect(events.every((e) => e.bubbles && e.composed)).toBe(true);
    expect(seenOnDocument).toHaveBeenCalledTimes(2);
    document.removeEventListener('page-updated', seenOnDocument);
  });

  it('dispatches error when the flow fails, and for an unsupported theme', async () => {
    const { el, events, flow } = element(valid);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await connect(el);
    const error = { kind: 'http' as const, code: 'E1', message: 'boom', status: 500 };
    await act(() => flow.set({ status: 'failed', error }));
    expect(el.shadowRoot?.querySelector('[role="alert"]')?.textContent).toBe(
      'Something went wrong. Try again.',
    );
    await act(() => el.setAttribute('theme', 'sepia'));
    expect(events.map((e) => e.detail)).toEqual([
      error,
      expect.objectContaining({
        message:
          'Supported theme values are "light", "dark", or leave empty for using the OS theme.',
      }),
    ]);
    expect(el.shadowRoot?.querySelector('.gh-flow')).toBeNull();
  });

  it('re-renders on attribute changes and tears everything down on disconnect', async () => {
    const first = fakeFlow();
    const { el, factory } = element({ ...valid, theme: 'light' }, first);
    await connect(el);
    const root = () => el.shadowRoot?.querySelector('.gh-flow') as HTMLElement;
    expect(root().dataset.theme).toBe('light');
    await act(() => el.setAttribute('theme', 'dark'));
    expect(root().dataset.theme).toBe('dark');
    await act(() => el.setAttribute('debug', ''));
    expect(el.shadowRoot?.textContent).toContain('No errors detected');
    expect(factory).toHaveBeenCalledTimes(1);

    // A new flow id builds a new flow and destroys the old one.
    const second = fakeFlow();
    factory.mockImplementation(() => second);
    const client = factory.mock.calls[0]![0];
    const clientDestroy = vi.spyOn(client, 'destroy');
    await act(() => el.setAttribute('flow-id', 'sign-up'));
    expect(first.destroy).toHaveBeenCalledTimes(1);
    expect(second.start).toHaveBeenCalledTimes(1);
    expect(factory.mock.calls[1]?.[0]).toBe(client);

    await act(() => el.remove());
    await waitFor(() => expect(second.destroy).toHaveBeenCalledTimes(1));
    expect(clientDestroy).toHaveBeenCalledTimes(1);
    expect(el.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('keeps running when moved within the document', async () => {
    const { el, flow } = element(valid);
    await connect(el);
    const other = document.createElement('section');
    document.body.append(other);
    await act(() => other.append(el));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(flow.destroy).not.toHaveBeenCalled();
    expect(flow.start).toHaveBeenCalledTimes(1);
  });
});
