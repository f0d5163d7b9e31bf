export { AccessKeyManagement, type AccessKeyManagementProps } from './access-key-management';
export { defineAccessKeyManagement, GatehouseAccessKeyManagementElement } from './element';
