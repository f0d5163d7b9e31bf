import { readClientValues, sharedClient } from '@gatehouse/core';
import { AuthProvider } from '@gatehouse/react';
import { Flow, type FlowProps } from '@gatehouse/react/flow';
import type { ReactElement } from 'react';
import { defineElement, GatehouseElement } from './shared/element';

/** The attributes `<gatehouse-flow>` reads (and re-renders on). */
export const FLOW_ELEMENT_ATTRIBUTES = [
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

/**
 * `<gatehouse-flow project-id flow-id>`: the sign-in flow as a custom element, rendered with
 * React into an open shadow root. It signs in with the page's shared client for the project
 * id and base URL, so the page's own code (`sharedClient`) and the widgets see the session at
 * once. Register it with `defineGatehouseFlow()`.
 */
export class GatehouseFlowElement extends GatehouseElement {
  static readonly observedAttributes: readonly string[] = FLOW_ELEMENT_ATTRIBUTES;

  #reported: string | undefined;

  protected view(): ReactElement {
    const projectId = this.text('project-id');
    const flowId = this.text('flow-id');
    const values = readClientValues(this.getAttribute('client'));
    const problem = !projectId
      ? 'project-id must not be empty'
      : !flowId
        ? 'flow-id must not be empty'
        : !values.ok
          ? values.message
          : undefined;
    if (problem) {
      if (this.#reported !== problem) this.emit('error', { message: problem });
      this.#reported = problem;
      return (
        <p role="alert" part="error">
          {problem}
        </p>
      );
    }
    this.#reported = undefined;
    const baseUrl = this.text('base-url') || undefined;
    return (
      <AuthProvider client={sharedClient({ projectId, baseUrl })}>
        {/* <Flow> builds one flow per flowId/tenant/locale/redirectUrl and destroys it when
            these change or the element goes away. */}
        <Flow
          flowId={flowId}
          tenant={this.text('tenant') || undefined}
          locale={this.text('locale') || undefined}
          redirectUrl={this.text('redirect-url') || undefined}
          googleClientUrl={this.text('google-client-url') || undefined}
          client={values.ok ? values.value : undefined}
          theme={this.getAttribute('theme') ?? undefined}
          debug={this.flag('debug')}
          onReady={() => this.emit('ready')}
          onSuccess={(authInfo) => this.emit('success', authInfo)}
          onError={(error) => this.emit('error', error)}
          onScreenChange={(screenId) => this.emit('page-updated', { screenId })}
        />
      </AuthProvider>
    );
  }
}

/**
 * Registers `<gatehouse-flow>` (or `name`) once; later calls are no-ops. Does nothing
 * without a custom element registry (Node, SSR). Returns the registered constructor.
 */
export const defineGatehouseFlow = (name = 'gatehouse-flow'): typeof GatehouseFlowElement =>
  defineElement(name, GatehouseFlowElement);

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-flow': GatehouseFlowElement;
  }
}
