import type { WidgetLayouts } from '../pages';
import type { ModalLayout } from '../schema';

type ProfileLayouts = WidgetLayouts['user-profile-widget'];

/** A profile modal hosts a flow, whose screens carry their own buttons. */
const flowModal = (title: string, flowId: string): ModalLayout => ({
  title,
  fields: [],
  submitLabel: 'Done',
  cancelLabel: 'Cancel',
  closeLabel: 'Close',
  flowId,
});

const profileLayouts = (): ProfileLayouts => ({
  root: {
    title: 'Your profile',
    avatarLabel: 'Change picture',
    avatarPage: 'update-picture-modal',
    unverifiedLabel: 'Unverified',
    emptyText: 'Not set',
    rows: [
      { field: 'email', label: 'Email', edit: 'update-email-modal', delete: 'delete-email-modal' },
      { field: 'name', label: 'Name', edit: 'update-name-modal', delete: 'delete-name-modal' },
      { field: 'phone', label: 'Phone', edit: 'update-phone-modal', delete: 'delete-phone-modal' },
      { field: 'passkey', label: 'Passkey', edit: 'add-passkey-modal' },
      { field: 'password', label: 'Password', edit: 'change-password-modal' },
    ],
    buttons: {
      'update-picture-modal': 'Change picture',
      'update-email-modal': 'Change email',
      'delete-email-modal': 'Remove email',
      'update-name-modal': 'Change name',
      'delete-name-modal': 'Remove name',
      'update-phone-modal': 'Change phone',
      'delete-phone-modal': 'Remove phone',
      'add-passkey-modal': 'Add passkey',
      'change-password-modal': 'Change password',
      // The console, the docs and every flow say sign in and sign out (issue 24).
      logout: 'Sign out',
    },
  },
  'update-picture-modal': flowModal('Change picture', 'update-picture'),
  'update-email-modal': flowModal('Change email', 'update-email'),
  'delete-email-modal': flowModal('Remove email', 'delete-email'),
  'update-name-modal': flowModal('Change name', 'update-name'),
  'delete-name-modal': flowModal('Remove name', 'delete-name'),
  'update-phone-modal': flowModal('Change phone', 'update-phone'),
  'delete-phone-modal': flowModal('Remove phone', 'delete-phone'),
  'add-passkey-modal': flowModal('Add a passkey', 'add-passkey'),
  'change-password-modal': flowModal('Change password', 'change-password'),
});

/** The profile widget's built-in pages. Shared: copy before changing one. */
export const PROFILE_LAYOUTS: ProfileLayouts = /* @__PURE__ */ profileLayouts();
