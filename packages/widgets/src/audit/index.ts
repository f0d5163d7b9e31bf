export { AuditManagement, type AuditManagementProps } from './audit-management';
export { defineAuditManagement, GatehouseAuditManagementElement } from './element';
