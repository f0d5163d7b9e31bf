import { defineElement, GatehouseWidgetElement } from '../shared/element';
import type { WidgetProps } from '../shared/use-widget-store';
import { UserManagement } from './user-management';

/**
 * `<gatehouse-user-management project-id tenant widget-id>`: the user-management widget as a
 * custom element in an open shadow root. Register it with `defineUserManagement()`.
 */
export class GatehouseUserManagementElement extends GatehouseWidgetElement {
  protected widget(props: WidgetProps) {
    return <UserManagement {...props} />;
  }
}

/** Registers `<gatehouse-user-management>` (or `name`) once; a no-op without a DOM. */
export const defineUserManagement = (name = 'gatehouse-user-management') =>
  defineElement(name, GatehouseUserManagementElement);

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-user-management': GatehouseUserManagementElement;
  }
}
