import { THEME_ERROR, themeMode } from '@gatehouse/core';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { CommonWidgetProps, WidgetProps } from './use-widget-store';

/** The attributes the admin widget elements read (and re-render on). */
export const WIDGET_ELEMENT_ATTRIBUTES = [
  'project-id',
  'tenant',
  'widget-id',
  'base-url',
  'mock',
  'theme',
  'hide-title',
  'locale',
  'debug',
  'style-id',
] as const;

/** The admin elements' events: they bubble and cross the shadow boundary (composed). */
export interface GatehouseWidgetEventMap {
  /** The widget cannot start: a missing attribute or a layout that did not load. */
  error: CustomEvent<{ message: string }>;
  /** The widget shows its first data (once; `detail` is null). */
  ready: CustomEvent<null>;
}

// Importing this module in Node or during SSR must not throw: without a DOM the elements
// extend an inert class and are never defined.
const Base: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

/**
 * The one host of every Gatehouse element (the flow and the widgets): it renders the
 * element's React view into an open shadow root, renders again when an observed attribute
 * changes, keeps running through a move within the document, and unmounts when the element
 * leaves it. Its events bubble and are composed, so a page hears them on the element.
 */
export abstract class GatehouseElement extends Base {
  #root: Root | undefined;

  /** The React view for the element's current attributes. */
  protected abstract view(): ReactElement;

  connectedCallback(): void {
    this.#render();
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (previous !== next && this.isConnected) this.#render();
  }

  disconnectedCallback(): void {
    // A move within the document disconnects and reconnects in one task: keep running then.
    queueMicrotask(() => {
      if (!this.isConnected) this.#teardown();
    });
  }

  /** An attribute's value, trimmed; '' when absent. */
  protected text(name: string): string {
    return this.getAttribute(name)?.trim() ?? '';
  }

  /** A boolean attribute: present and not "false". */
  protected flag(name: string): boolean {
    const value = this.getAttribute(name);
    return value !== null && value !== 'false';
  }

  protected emit(type: string, detail: unknown = null): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #render(): void {
    if (!this.#root) {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const container = document.createElement('div');
      container.setAttribute('part', 'container');
      shadow.append(container);
      this.#root = createRoot(container);
    }
    this.#root.render(this.view());
  }

  #teardown(): void {
    this.#root?.unmount();
    this.#root = undefined;
    this.shadowRoot?.replaceChildren();
  }
}

/**
 * A widget element: its attributes become the widget's props. The common ones (project id,
 * widget id, base URL, mock, theme, debug, errors as `error` events and the first data shown
 * as `ready`) are read here; `props` adds
 * what the widget requires of its own (the admin widgets' tenant).
 */
export abstract class GatehouseWidgetHostElement<
  P extends CommonWidgetProps,
> extends GatehouseElement {
  /** The widget's props: the common ones and its own attributes. */
  protected abstract props(common: CommonWidgetProps): P;

  /** The React widget for the attributes' props. */
  protected abstract widget(props: P): ReactElement;

  #reportedTheme: string | null = null;

  protected view(): ReactElement {
    const theme = this.getAttribute('theme');
    const mode = themeMode(theme);
    // An unsupported theme is reported once per value (spec 001 §5's message); the widget
    // still renders, following the OS.
    if (!mode && theme !== this.#reportedTheme) this.emit('error', { message: THEME_ERROR });
    this.#reportedTheme = mode ? null : theme;
    return this.widget(
      this.props({
        projectId: this.text('project-id'),
        widgetId: this.text('widget-id'),
        baseUrl: this.text('base-url') || undefined,
        mock: this.flag('mock'),
        theme: mode ?? 'os',
        hideTitle: this.flag('hide-title'),
        locale: this.text('locale') || undefined,
        onError: (message) => this.emit('error', { message }),
        onReady: () => this.emit('ready'),
        debug: this.flag('debug'),
        styleId: this.text('style-id') || undefined,
      }),
    );
  }
}

/** An admin widget element: its attributes, the tenant among them, become the widget's props. */
export abstract class GatehouseWidgetElement extends GatehouseWidgetHostElement<WidgetProps> {
  static readonly observedAttributes: readonly string[] = WIDGET_ELEMENT_ATTRIBUTES;

  protected props(common: CommonWidgetProps): WidgetProps {
    return { ...common, tenant: this.text('tenant') };
  }
}

/**
 * Registers `element` under `name` once; later calls are no-ops. Does nothing without a
 * custom element registry (Node, SSR). Returns the registered constructor.
 */
export function defineElement<C extends CustomElementConstructor>(name: string, element: C): C {
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
