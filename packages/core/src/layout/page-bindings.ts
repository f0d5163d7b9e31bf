import type { WidgetType } from './pages';

// How a widget page written in the provider's format binds to our layouts, beside each root
// action's button (ROOT_BUTTON_IDS in bindings.ts): the `data-id` of each element a widget
// reads, and the tag it must have (FORMAT25 §5). The provider's widgets bind the same way, and
// ignore an element whose tag does not match. Core's reader of pages (content/map/layout.ts)
// reads by these.

/** The `data-id` of each management widget's grid. */
export const GRID_DATA_IDS = {
  'access-key-management-widget': 'access-keys-table',
  'audit-management-widget': 'audit-table',
  'role-management-widget': 'roles-table',
  'user-management-widget': 'users-table',
} as const satisfies Partial<Record<WidgetType, string>>;

/** The texts a page carries by `data-id` (Gatehouse's own ones are hidden `descope-text`s). */
export const TEXT_DATA_IDS = {
  title: 'title',
  emptyText: 'empty-text',
  idleText: 'idle-text',
  noMatchText: 'no-match-text',
  titleMany: 'title-many',
  description: 'body-text',
  nameMany: 'name-many',
  unverifiedLabel: 'unverified-text',
} as const;

/** A modal's buttons, by the layout key holding their label. */
export const MODAL_BUTTON_DATA_IDS = {
  cancelLabel: 'modal-cancel',
  submitLabel: 'modal-submit',
  closeLabel: 'modal-close',
} as const;

/** Where a modal field takes its choices (`source`), by the `data-id` of its element. */
export const SOURCE_DATA_IDS = {
  roles: 'roles-multiselect',
  permissions: 'permissions-multiselect',
  users: 'user-select',
} as const;

/** The root's search field and the audit's range selector. */
export const SEARCH_DATA_ID = 'search-input';
export const RANGE_DATA_ID = 'range-input';

/**
 * The tag each binding must have, as the provider's drivers require: an element with the
 * right `data-id` and another tag is not bound.
 */
export const BINDING_TAGS = {
  search: 'descope-text-field',
  button: 'descope-button',
  text: 'descope-text',
  grid: 'descope-grid',
  select: 'descope-combo-box',
  multiselect: 'descope-multi-select-combo-box',
  avatar: 'descope-avatar',
  attribute: 'descope-user-attribute',
  authMethod: 'descope-user-auth-method',
} as const;

/** The field kind each form component holds (a `readonly` text field is the `readonly` kind). */
export const FIELD_TAGS = {
  text: 'descope-text-field',
  number: 'descope-number-field',
  textarea: 'descope-text-area',
  select: 'descope-combo-box',
  multiselect: 'descope-multi-select-combo-box',
  checkbox: 'descope-checkbox',
  readonly: 'descope-text-field',
} as const;
