export { defineRoleManagement, GatehouseRoleManagementElement } from './element';
export { ROLE_WIDGET, RoleManagement, type RoleManagementProps } from './role-management';
