import { defineElement, GatehouseWidgetElement } from '../shared/element';
import type { WidgetProps } from '../shared/use-widget-store';
import { AccessKeyManagement } from './access-key-management';

/**
 * `<gatehouse-access-key-management project-id tenant widget-id>`: the access-key widget as a
 * custom element in an open shadow root. Register it with `defineAccessKeyManagement()`.
 */
export class GatehouseAccessKeyManagementElement extends GatehouseWidgetElement {
  protected widget(props: WidgetProps) {
    return <AccessKeyManagement {...props} />;
  }
}

/** Registers `<gatehouse-access-key-management>` (or `name`) once; a no-op without a DOM. */
export const defineAccessKeyManagement = (name = 'gatehouse-access-key-management') =>
  defineElement(name, GatehouseAccessKeyManagementElement);

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-access-key-management': GatehouseAccessKeyManagementElement;
  }
}
