import { type Client, createClient } from '@gatehouse/core';
import { AuthProvider } from '@gatehouse/react';
import { Flow, type FlowProps } from '@gatehouse/react/flow';
import { createRoot, type Root } from 'react-dom/client';

/** The attributes `<gatehouse-flow>` reads (and re-renders on). */
export const FLOW_ELEMENT_ATTRIBUTES = [
  'project-id',
  'flow-id',
  'base-url',
  'tenant',
  'theme',
  'locale',
  'redirect-url',
  'debug',
] as const;

type AuthInfo = Parameters<NonNullable<FlowProps['onSuccess']>>[0];
type FlowError = Parameters<NonNullable<FlowProps['onError']>>[0];

/** The element's events: all bubble and cross the shadow boundary (composed). */
export interface GatehouseFlowEventMap {
  ready: CustomEvent<null>;
  success: CustomEvent<AuthInfo>;
  error: CustomEvent<FlowError | { message: string }>;
  'page-updated': CustomEvent<{ screenId: string }>;
}

// Importing this module in Node or during SSR must not throw: without a DOM the element
// extends an inert class and is never defined.
const Base: typeof HTMLElement =
  typeof HTMLElement === 'undefined' ? (class {} as unknown as typeof HTMLElement) : HTMLElement;

const present = (value: string | null) => (value ? value : undefined);

/**
 * `<gatehouse-flow project-id flow-id>`: the sign-in flow as a custom element, rendered with
 * React into an open shadow root. Register it with `defineGatehouseFlow()`.
 */
export class GatehouseFlowElement extends Base {
  static readonly observedAttributes: readonly string[] = FLOW_ELEMENT_ATTRIBUTES;

  #root: Root | undefined;
  #client: { key: string; client: Client } | undefined;
  #reported: string | undefined;

  connectedCallback(): void {
    this.#render();
  }

  attributeChangedCallback(_name: string, previous: string | null, next: string | null): void {
    if (previous !== next && this.isConnected) this.#render();
  }

  disconnectedCallback(): void {
    // A move within the document disconnects and reconnects in one task: keep the flow then.
    queueMicrotask(() => {
      if (!this.isConnected) this.#teardown();
    });
  }

  #emit(type: keyof GatehouseFlowEventMap, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #mount(): Root {
    if (this.#root) return this.#root;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    container.setAttribute('part', 'container');
    shadow.append(container);
    this.#root = createRoot(container);
    return this.#root;
  }

  #render(): void {
    const projectId = present(this.getAttribute('project-id'))?.trim();
    const flowId = present(this.getAttribute('flow-id'))?.trim();
    const root = this.#mount();
    const problem = !projectId
      ? 'project-id must not be empty'
      : !flowId
        ? 'flow-id must not be empty'
        : undefined;
    if (problem || !projectId || !flowId) {
      this.#dropClient();
      root.render(
        <p role="alert" part="error">
          {problem}
        </p>,
      );
      if (this.#reported !== problem) {
        this.#reported = problem;
        this.#emit('error', { message: problem });
      }
      return;
    }
    this.#reported = undefined;

    const baseUrl = present(this.getAttribute('base-url'));
    const clientKey = JSON.stringify([projectId, baseUrl]);
    if (this.#client?.key !== clientKey) {
      this.#dropClient();
      this.#client = {
        key: clientKey,
        client: createClient(baseUrl ? { projectId, baseUrl } : { projectId }),
      };
    }
    const { client } = this.#client;

    // <Flow> builds one flow per flowId/tenant/locale/redirectUrl and destroys it when
    // these change or the element goes away.
    const options = {
      flowId,
      tenant: present(this.getAttribute('tenant')),
      locale: present(this.getAttribute('locale')),
      redirectUrl: present(this.getAttribute('redirect-url')),
    };

    const debug = this.getAttribute('debug');
    root.render(
      <AuthProvider client={client}>
        <Flow
          {...options}
          theme={this.getAttribute('theme') ?? undefined}
          debug={debug !== null && debug !== 'false'}
          onReady={() => this.#emit('ready')}
          onSuccess={(authInfo) => this.#emit('success', authInfo)}
          onError={(error) => this.#emit('error', error)}
          onScreenChange={(screenId) => this.#emit('page-updated', { screenId })}
        />
      </AuthProvider>,
    );
  }

  #dropClient(): void {
    this.#client?.client.destroy();
    this.#client = undefined;
  }

  #teardown(): void {
    this.#root?.unmount();
    this.#root = undefined;
    this.shadowRoot?.replaceChildren();
    this.#dropClient();
    this.#reported = undefined;
  }
}

/**
 * Registers `<gatehouse-flow>` (or `name`) once; later calls are no-ops. Does nothing
 * without a custom element registry (Node, SSR). Returns the registered constructor.
 */
export function defineGatehouseFlow(name = 'gatehouse-flow'): typeof GatehouseFlowElement {
  if (typeof customElements === 'undefined') return GatehouseFlowElement;
  const existing = customElements.get(name);
  if (existing) return existing as typeof GatehouseFlowElement;
  // One constructor can be registered under one name only: other names get a subclass.
  const taken = customElements.getName?.(GatehouseFlowElement);
  const element = taken ? class extends GatehouseFlowElement {} : GatehouseFlowElement;
  customElements.define(name, element);
  return element;
}

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-flow': GatehouseFlowElement;
  }
}
