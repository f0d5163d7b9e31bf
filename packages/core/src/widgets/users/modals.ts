// The user widget's modals and operations: their own file, so the actions (actions.ts, loaded
// on demand by the store) name them without importing the store.

/** The actions on the selection that a confirmation precedes (spec 000 §2). */
export type UserAction = 'enable' | 'disable' | 'delete' | 'resetPassword' | 'removePasskey';

/**
 * The user widget's root actions after Create, in the spec's order (000 §2): its toolbar's
 * buttons, and the actions its layout's root may name (layout/issues.ts).
 */
export const USER_TOOLBAR_ACTIONS = [
  'edit',
  'enable',
  'disable',
  'delete',
  'resetPassword',
  'removePasskey',
] as const satisfies readonly ('edit' | UserAction)[];

export type UserOperation = 'search' | 'roles' | 'attributes' | 'create' | 'update' | UserAction;

/** The modal shown: a form, an action's confirmation, or the generated password. */
export type UserModal = 'create' | 'edit' | 'generated' | UserAction;

/** The layout page of each action's confirmation (spec 000 §2). */
export const USER_CONFIRM_PAGES = {
  delete: 'delete-users-modal',
  disable: 'disable-user-modal',
  enable: 'enable-user-modal',
  removePasskey: 'remove-passkey-modal',
  resetPassword: 'reset-password-modal',
} as const satisfies Record<UserAction, string>;

export const isUserAction = (modal: string): modal is UserAction =>
  Object.hasOwn(USER_CONFIRM_PAGES, modal);
