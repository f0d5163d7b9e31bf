import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { themeMode } from '../kit';
import type { WidgetProps } from './host';

/** The attributes the admin widget elements read (and re-render on). */
export const WIDGET_ELEMENT_ATTRIBUTES = [
  'project-id',
  'tenant',
  'widget-id',
  'base-url',
  'mock',
  'theme',
] as const;

/** The admin elements' events: they bubble and cross the shadow boundary (composed). */
export interface GatehouseWidgetEventMap {
  /** The widget cannot start: a missing attribute or a layout that did not load. */
  error: CustomEvent<{ message: string }>;
}

// Importing this module in Node or during SSR must not throw: without a DOM the elements
// extend an inert class and are never defined.
const Base: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * The host of an admin widget element: reads the attributes, renders the widget with React
 * into an open shadow root, re-renders when an attribute changes, and unmounts (destroying
 * the widget's client and store) when the element leaves the document.
 */
export abstract class GatehouseWidgetElement extends Base {
  static readonly observedAttributes: readonly string[] = WIDGET_ELEMENT_ATTRIBUTES;

  #root: Root | undefined;

  /** The React widget for the attributes' props. */
  protected abstract widget(props: WidgetProps): ReactElement;

  connectedCallback(): void {
    this.#render();
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (previous !== next && this.isConnected) this.#render();
  }

  disconnectedCallback(): void {
    // A move within the document disconnects and reconnects in one task: keep the widget then.
    queueMicrotask(() => {
      if (!this.isConnected) this.#teardown();
    });
  }

  #render(): void {
    if (!this.#root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const container = document.createElement('div');
      container.setAttribute('part', 'container');
      shadow.append(container);
      this.#root = createRoot(container);
    }
    const text = (name: string) => this.getAttribute(name)?.trim() ?? '';
    const mock = this.getAttribute('mock');
    this.#root.render(
      this.widget({
        projectId: text('project-id'),
        tenant: text('tenant'),
        widgetId: text('widget-id'),
        baseUrl: text('base-url') || undefined,
        mock: mock !== null && mock !== 'false',
        theme: themeMode(this.getAttribute('theme') ?? undefined),
        onError: (message) =>
          this.dispatchEvent(
            new CustomEvent('error', { detail: { message }, bubbles: true, composed: true }),
          ),
      }),
    );
  }

  #teardown(): void {
    this.#root?.unmount();
    this.#root = undefined;
    this.shadowRoot?.replaceChildren();
  }
}

/**
 * Registers `element` under `name` once; later calls are no-ops. Does nothing without a
 * custom element registry (Node, SSR). Returns the registered constructor.
 */
export function defineWidgetElement<C extends CustomElementConstructor>(
  name: string,
  element: C,
): C {
  if (typeof customElements === 'undefined') return element;
  const existing = customElements.get(name);
  if (existing) return existing as C;
  // One constructor can be registered under one name only: other names get a subclass.
  const taken = customElements.getName?.(element);
  const defined = taken
    ? (class extends (element as unknown as typeof HTMLElement) {} as unknown as C)
    : element;
  customElements.define(name, defined);
  return defined;
}
