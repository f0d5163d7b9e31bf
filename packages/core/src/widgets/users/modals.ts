// The user widget's modals and operations: their own file, so the actions (actions.ts, loaded
// on demand by the store) name them without importing the store.

/** The actions on the selection that a confirmation precedes (spec 000 §2). */
export type UserAction =
  | 'enable'
  | 'disable'
  | 'delete'
  | 'resetPassword'
  | 'removePasskey'
  | 'resendInvite'
  | 'logoutAll';

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
  'resendInvite',
  'logoutAll',
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
  resendInvite: 'resend-invite-modal',
  logoutAll: 'logout-user-modal',
} as const satisfies Record<UserAction, string>;

/**
 * The confirmations Gatehouse added (issue 29): loaded when one opens, not with the widget, so
 * that a project whose pages predate them loads as before (its root names no such button).
 */
export const USER_LATER_PAGES: ReadonlySet<string> = new Set([
  USER_CONFIRM_PAGES.resendInvite,
  USER_CONFIRM_PAGES.logoutAll,
]);

export const isUserAction = (modal: string): modal is UserAction =>
  Object.hasOwn(USER_CONFIRM_PAGES, modal);
