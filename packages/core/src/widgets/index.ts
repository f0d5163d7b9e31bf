// Headless stores for the access-key, role, audit, user and user-profile widgets, and the foundation they
// share: nanostores atoms and plain functions, usable from vanilla JS or any framework.

export { AUDIT_RANGE_KEYS, AUDIT_RANGES, type AuditRange } from '../layout/audit-ranges';
export { ACCESS_KEY_CONFIRM_PAGES } from './access-keys/actions';
export type { AccessKeyBackend } from './access-keys/backend';
export {
  type BoundUserPicker,
  createBoundUserPicker,
  USER_CHOICE_LIMIT,
  type UserChoice,
  userChoice,
} from './access-keys/bound-user';
export {
  type AccessKeyRow,
  accessKeyRow,
  createdTimeFormatted,
  DEFAULT_EXPIRATION,
  displayedStatus,
  EXPIRATION_MESSAGES,
  type ExpirationMessages,
  type ExpirationResult,
  expireTimeFormatted,
  parseExpiration,
} from './access-keys/format';
export { createMockAccessKeyBackend, mockAccessKeys } from './access-keys/mock';
export {
  type AccessKeyAction,
  type AccessKeyButtons,
  type AccessKeyModal,
  type AccessKeyOperation,
  type AccessKeyStore,
  type AccessKeyStoreOptions,
  type CreateAccessKeyForm,
  type CreateAccessKeyOutcome,
  createAccessKeyStore,
} from './access-keys/store';
export { type AccessKeyTexts, accessKeyDoneText, accessKeyFailedText } from './access-keys/texts';
export type { AuditBackend } from './audit/backend';
export { AUDIT_NO_MATCH_TEXT, auditEmptyText } from './audit/empty-text';
export {
  type AuditExporter,
  EXPORT_PAGE_SIZE,
  exporterOf,
} from './audit/export/exporter';
export { auditExportFileName } from './audit/export/file-name';
export type { AuditExportState } from './audit/export/state';
export { type AuditRow, auditRow, occurredFormatted } from './audit/format';
export { createMockAuditBackend, mockAuditEvents } from './audit/mock';
export { auditFrom, DEFAULT_AUDIT_RANGE } from './audit/ranges';
export {
  type AuditOperation,
  type AuditStore,
  type AuditStoreOptions,
  createAuditStore,
} from './audit/store';
export { BADGE_PATTERN_MAX, badgeOf } from './badges';
export { cellText, cellWord } from './cell-value';
export { formErrors, formTextsIn } from './form/errors';
export { type FieldRefusal, refusedFields } from './form/refusals';
export {
  blankValues,
  createFormStore,
  type FieldCheck,
  type FormErrors,
  type FormStore,
  type FormStoreOptions,
  type FormValues,
} from './form/store';
export {
  createLayoutsStore,
  type LayoutsOptions,
  type LayoutsState,
  type LayoutsStore,
  type PagesOf,
} from './layouts/store';
export { MAIN_COLUMNS_MAX, mainColumns } from './list/main-columns';
export {
  createListStore,
  type ListConfig,
  type ListCut,
  type ListStatus,
  type ListStore,
  type ListSurface,
  listCutText,
} from './list/store';
export {
  type ListActionsSurface,
  type ListSurfaceConfig,
  type ListSurfaceParts,
  type ListWidgetSurface,
  listSurface,
  type SearchAnswer,
} from './list/surface';
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
export { browserOf, type DeviceView, deviceOf } from './profile/account/devices';
export {
  type AccountFlow,
  createProfileAccount,
  type DevicesState,
  type ProfileAccount,
  type TotpView,
} from './profile/account/part';
export { type AvatarView, avatarOf, initialsOf, shownPicture } from './profile/avatar';
export type { ProfileBackend } from './profile/backend';
export {
  isProfileModal,
  PROFILE_FLOW_IDS,
  type ProfileModalPage,
} from './profile/flows';
export { createMockProfileBackend, mockProfileUser } from './profile/mock';
export { FLOW_UNAVAILABLE, type ProfileModalState } from './profile/modal';
export { passwordNotice } from './profile/notices';
export type { ProfileAction, ProfileRowView } from './profile/rows';
export {
  createUserProfileStore,
  type ProfileAvatar,
  type UserProfileStore,
  type UserProfileStoreOptions,
} from './profile/store';
export { WIDGET_FLOW_PARAM } from './profile/url-flow';
export type { RoleBackend } from './roles/backend';
export { isBuiltIn, type RoleRow, roleRow } from './roles/format';
export { createMockRoleBackend, MOCK_TENANT, mockPermissions, mockRoles } from './roles/mock';
export { roleNameTaken } from './roles/names';
export { roleRefusals } from './roles/refusals';
export {
  BUILT_IN_ROLE_NOTE,
  createRoleStore,
  type RoleButtons,
  type RoleForm,
  type RoleModal,
  type RoleOperation,
  type RoleStore,
  type RoleStoreOptions,
  type UpdatedRole,
} from './roles/store';
export { type RoleTexts, roleDeletedText, roleNameTakenText } from './roles/texts';
export {
  createSearch,
  DEBOUNCE_MS,
  type Search,
  type SearchParams,
  type SortDirection,
  sortFor,
} from './search';
export { type Clipboard, createSecretStore, type SecretStore } from './secret/store';
export { sortFieldOf, type TimeCell, type TimeCellOptions, timeCell } from './time-columns';
export { attributeFields, attributesFrom } from './users/attribute-fields';
export { ATTRIBUTE_PREFIX, userColumns } from './users/attributes';
export type { UserBackend } from './users/backend';
export { userButtons } from './users/enablement';
export {
  type FilterChoice,
  filterChoices,
  matchesFilters,
  USER_STATUSES,
  type UserFilters,
} from './users/filters';
export {
  shownUserStatus,
  type UserRow,
  userKey,
  userLabel,
  userRow,
} from './users/format';
export { createMockUserBackend, mockCustomAttributes, mockUsers } from './users/mock';
export { USER_TOOLBAR_ACTIONS } from './users/modals';
export {
  loadPhoneLibrary,
  type ParsedPhone,
  PHONE_LIMITS,
  parsePhone,
  phoneForEdit,
} from './users/phone';
export { userCreateRefusals } from './users/refusals';
export {
  createUserStore,
  USER_CONFIRM_PAGES,
  type UserAction,
  type UserButtons,
  type UserForm,
  type UserModal,
  type UserOperation,
  type UserStore,
  type UserStoreOptions,
} from './users/store';
export { type UserTexts, userDeletedText, userDeleteFailedText } from './users/texts';
export { type BuiltIn, createWidgetBase, type ServedWidget, type WidgetBase } from './widget/base';
export { type DebugLog, type DebugTarget, debugWidget, stateShape } from './widget/debug';
export {
  type HostedWidget,
  type LoadedStyle,
  loadWidgetStyle,
  widgetStyleCss,
} from './widget/host';
export { widgetHostParts } from './widget/host-parts';
export { mgmtBackend } from './widget/mgmt-backend';
export type { WidgetOptions } from './widget/options';
export { WIDGET_VERSIONS } from './widget/versions';
