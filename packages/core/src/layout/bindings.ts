import type { WidgetType } from './pages';

/**
 * The `data-id` of each root action's button in a widget page, by widget type and action
 * (`buttons[action]` of a root layout): the provider's own names (its widgets query
 * `[data-id="…"]`). One table for the writer of the built-in pages and the reader of a
 * customer's.
 */
export const ROOT_BUTTON_IDS: Record<WidgetType, Record<string, string>> = {
  'access-key-management-widget': {
    create: 'create-access-key',
    activate: 'activate-access-keys',
    deactivate: 'deactivate-access-keys',
    delete: 'delete-access-keys',
  },
  'audit-management-widget': {},
  'role-management-widget': {
    create: 'create-role',
    edit: 'edit-role',
    delete: 'delete-roles',
  },
  'user-management-widget': {
    create: 'create-user',
    edit: 'edit-user',
    delete: 'delete-users',
    enable: 'enable-user',
    disable: 'disable-user',
    resetPassword: 'reset-password',
    removePasskey: 'remove-passkey',
    resendInvite: 'resend-invite',
    logoutAll: 'logout-user',
  },
  'user-profile-widget': { logout: 'logout' },
};
