import { NAME_MAX_LENGTH } from '../../validation/name';
import type { WidgetLayouts } from '../pages';
import type { LayoutField } from '../schema';
import {
  column,
  confirmModal,
  displayModal,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  formModal,
  mainColumn,
  roleNamesField,
  TRIMMED_PATTERN,
} from './parts';

type UserLayouts = WidgetLayouts['user-management-widget'];

// The phone is checked by the user store with a phone library, not a pattern (000 §5, §9).
const personFields = (): LayoutField[] => [
  {
    name: 'email',
    kind: 'text',
    label: 'Email',
    placeholder: 'e.g. name@example.com',
    maxLength: 256,
    pattern: EMAIL_PATTERN,
    patternMessage: EMAIL_MESSAGE,
  },
  {
    name: 'phone',
    kind: 'text',
    label: 'Phone',
    placeholder: 'e.g. +1-2025550101',
    hint: 'With the country code.',
    maxLength: 250,
  },
  { name: 'displayName', kind: 'text', label: 'Display name', maxLength: NAME_MAX_LENGTH },
  { name: 'givenName', kind: 'text', label: 'Given name', maxLength: NAME_MAX_LENGTH },
  { name: 'familyName', kind: 'text', label: 'Family name', maxLength: NAME_MAX_LENGTH },
  roleNamesField('Roles in this tenant'),
];

const userLayouts = (): UserLayouts => ({
  root: {
    title: 'Users',
    searchPlaceholder: 'Search users',
    emptyText: 'No users',
    columns: [
      // Name first: a person is known by it, and it titles a row of the narrow list.
      mainColumn('name', 'Name', true, 180),
      mainColumn('loginIds', 'Login ids', false, 220),
      column('email', 'Email', true, 220),
      column('phone', 'Phone', true, 150),
      mainColumn('status', 'Status', true, 100),
      mainColumn('roleNames', 'Roles', false, 180),
      column('createdTime', 'Created', true, 140),
    ],
    buttons: {
      create: 'Create user',
      edit: 'Edit',
      enable: 'Activate',
      disable: 'Disable',
      delete: 'Delete',
      resetPassword: 'Reset password',
      removePasskey: 'Remove passkey',
    },
  },
  'create-user-modal': formModal(
    'Create user',
    [
      {
        name: 'loginId',
        kind: 'text',
        label: 'Login id',
        placeholder: 'e.g. name@example.com',
        hint: 'The email, phone or user name the user signs in with.',
        required: true,
        maxLength: 256,
        pattern: TRIMMED_PATTERN,
        patternMessage: 'Remove the spaces at the start and end of the login id',
      },
      ...personFields(),
    ],
    'Create',
  ),
  'edit-user-modal': formModal(
    'Edit user',
    [{ name: 'loginId', kind: 'readonly', label: 'Login id' }, ...personFields()],
    'Save',
  ),
  'delete-users-modal': confirmModal(
    'Delete user',
    'Delete {name}?',
    '{count} users',
    'Delete',
    'Delete {count} users',
  ),
  'disable-user-modal': confirmModal('Disable user', 'Disable {name}?', '{count} users', 'Disable'),
  'enable-user-modal': confirmModal(
    'Activate user',
    'Activate {name}?',
    '{count} users',
    'Activate',
  ),
  'remove-passkey-modal': confirmModal(
    'Remove passkey',
    'Remove passkey for {name}?',
    '{count} users',
    'Remove',
  ),
  'reset-password-modal': confirmModal(
    'Reset password',
    // Spec 000 §2's words; it ended this statement with '?' (issue 24).
    'This will generate a new temporary password for {name}.',
    '{count} users',
    'Reset',
  ),
  'generated-password-modal': displayModal(
    'Temporary password',
    'Copy the password now and give it to the user: it is shown only once.',
    'Temporary password',
  ),
});

/** The user widget's built-in pages. Shared: copy before changing one. */
export const USER_LAYOUTS: UserLayouts = /* @__PURE__ */ userLayouts();
