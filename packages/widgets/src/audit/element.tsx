import { defineElement, GatehouseWidgetElement } from '../shared/element';
import type { WidgetProps } from '../shared/use-widget-store';
import { AuditManagement } from './audit-management';

/**
 * `<gatehouse-audit-management project-id tenant widget-id>`: the audit widget as a custom
 * element in an open shadow root. Register it with `defineAuditManagement()`.
 */
export class GatehouseAuditManagementElement extends GatehouseWidgetElement {
  protected widget(props: WidgetProps) {
    return <AuditManagement {...props} />;
  }
}

/** Registers `<gatehouse-audit-management>` (or `name`) once; a no-op without a DOM. */
export const defineAuditManagement = (name = 'gatehouse-audit-management') =>
  defineElement(name, GatehouseAuditManagementElement);

declare global {
  interface HTMLElementTagNameMap {
    'gatehouse-audit-management': GatehouseAuditManagementElement;
  }
}
