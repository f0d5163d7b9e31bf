export { defineUserManagement, GatehouseUserManagementElement } from './element';
export { UserManagement, type UserManagementProps } from './user-management';
