import { defineElement, GatehouseWidgetElement } from '../shared/element';
import type { WidgetProps } from '../shared/use-widget-store';
import { RoleManagement } from './role-management';

/**
 * `<gatehouse-role-management project-id tenant widget-id>`: the role widget as a custom
 * element in an open shadow root. Register it with `defineRoleManagement()`.
 */
export class GatehouseRoleManagementElement extends GatehouseWidgetElement {
  protected widget(props: WidgetProps) {
    return <RoleManagement {...props} />;
  }
}

/** Registers `<gatehouse-role-management>` (or `name`) once; a no-op without a DOM. */
export const defineRoleManagement = (name = 'gatehouse-role-management') =>
  defineElement(name, GatehouseRoleManagementElement);

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-role-management': GatehouseRoleManagementElement;
  }
}
