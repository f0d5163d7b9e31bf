export { defineRoleManagement, GatehouseRoleManagementElement } from './element';
export { RoleManagement, type RoleManagementProps } from './role-management';
