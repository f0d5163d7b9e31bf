import { defineAccessKeyManagement } from './access-keys/element';
import { defineAuditManagement } from './audit/element';
import { defineGatehouseFlow } from './flow-element';
import { defineUserProfile } from './profile/element';
import { defineRoleManagement } from './roles/element';
import { defineUserManagement } from './users/element';

/**
 * Registers every Gatehouse element: `<gatehouse-flow>`, `<gatehouse-access-key-management>`,
 * `<gatehouse-role-management>`, `<gatehouse-audit-management>`,
 * `<gatehouse-user-management>` and `<gatehouse-user-profile>`. Safe to call more than once,
 * and a no-op without a DOM.
 */
export function defineGatehouseWidgets(): void {
  defineGatehouseFlow();
  defineAccessKeyManagement();
  defineRoleManagement();
  defineAuditManagement();
  defineUserManagement();
  defineUserProfile();
}
