// Headless stores for the access-key, role and audit widgets: nanostores atoms and plain
// functions, usable from vanilla JS or any framework.
export type { AccessKeyBackend } from './access-keys/backend';
export { type AccessKeyAction, accessKeyConfirmText } from './access-keys/confirm';
export {
  type AccessKeyRow,
  accessKeyRow,
  createdTimeFormatted,
  displayedStatus,
  EXPIRATION_MESSAGES,
  type ExpirationResult,
  expireTimeFormatted,
  parseExpiration,
} from './access-keys/format';
export { createMockAccessKeyBackend, mockAccessKeys } from './access-keys/mock';
export {
  type AccessKeyButtons,
  type AccessKeyOperation,
  type AccessKeyStore,
  type AccessKeyStoreOptions,
  type CreateAccessKeyForm,
  type CreateAccessKeyOutcome,
  createAccessKeyStore,
} from './access-keys/store';
export {
  ACCESS_KEY_TEXTS,
  accessKeyCreateFailedText,
  accessKeyDoneText,
} from './access-keys/texts';
export type { AuditBackend } from './audit/backend';
export { type AuditRow, auditRow, occurredFormatted } from './audit/format';
export { createMockAuditBackend, mockAuditEvents } from './audit/mock';
export {
  AUDIT_RANGE_MS,
  AUDIT_RANGES,
  type AuditRange,
  auditFrom,
  DEFAULT_AUDIT_RANGE,
} from './audit/ranges';
export {
  type AuditOperation,
  type AuditStore,
  type AuditStoreOptions,
  createAuditStore,
} from './audit/store';
export { confirmText, countedText, selectionLabel } from './confirm';
export type {
  EditableListStore,
  EditableListStoreOptions,
  ListStore,
  ListStoreOptions,
} from './list-store';
export {
  createNotices,
  NOTICE_POSITION,
  NOTICE_SIZE,
  NOTICE_SUCCESS_MS,
  type Notice,
  type NoticeKind,
  type Notices,
  withMessage,
} from './notices';
export {
  createOperations,
  type OperationState,
  type Operations,
  type OperationsState,
} from './operations';
export type { RoleBackend } from './roles/backend';
export { type RoleAction, roleConfirmText } from './roles/confirm';
export { isBuiltIn, type RoleRow, roleRow } from './roles/format';
export { createMockRoleBackend, MOCK_TENANT, mockPermissions, mockRoles } from './roles/mock';
export {
  createRoleStore,
  type RoleButtons,
  type RoleForm,
  type RoleOperation,
  type RoleStore,
  type RoleStoreOptions,
  type UpdatedRole,
} from './roles/store';
export {
  ROLE_TEXTS,
  roleCreateFailedText,
  roleDeletedText,
  roleUpdateFailedText,
} from './roles/texts';
export {
  createSearch,
  DEBOUNCE_MS,
  type Search,
  type SearchParams,
  type SortDirection,
  sortFor,
} from './search';
