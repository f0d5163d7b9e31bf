import type { WidgetLayouts } from './pages';
import type { LayoutColumn, LayoutField, ModalLayout } from './schema';

// The built-in layouts, in English: what a widget shows in mock mode, and what the emulator
// serves for widget id `demo`. The spec leaves field rules and messages to us (000 §5); these
// are ours. Columns follow the entities of 000 §3.

const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';
const EMAIL_MESSAGE = 'Enter an email address, e.g. name@example.com';
const PHONE_PATTERN = '^\\+[1-9]\\d{3,14}$';
const PHONE_MESSAGE = 'Use the international format, e.g. +15555550100';
/** The edit form shows the phone as country code, a dash, then the rest (000 §5). */
const EDIT_PHONE_PATTERN = '^\\+[1-9]\\d{0,3}-?\\d{1,14}$';
const EDIT_PHONE_MESSAGE = 'Use the international format, e.g. +1-5555550100';
/** No leading or trailing spaces. */
const TRIMMED_PATTERN = '^\\S(?:.*\\S)?$';

function defaults(): WidgetLayouts {
  const col = (field: string, label: string, sortable = false, width?: number): LayoutColumn => ({
    field,
    label,
    sortable,
    ...(width !== undefined && { width }),
  });

  const confirm = (
    title: string,
    description: string,
    nameMany: string,
    submitLabel: string,
  ): ModalLayout => ({
    title,
    description,
    nameMany,
    fields: [],
    submitLabel,
    cancelLabel: 'Cancel',
  });

  const display = (title: string, description: string, label: string): ModalLayout => ({
    title,
    description,
    fields: [{ name: 'cleartext', kind: 'readonly', label }],
    submitLabel: 'Copy and close',
    cancelLabel: 'Close',
    closeLabel: 'Copy and close',
  });

  const form = (title: string, fields: LayoutField[], submitLabel: string): ModalLayout => ({
    title,
    fields,
    submitLabel,
    cancelLabel: 'Cancel',
  });

  /** A profile modal hosts a flow, whose screens carry their own buttons. */
  const profile = (title: string, flowId: string): ModalLayout => ({
    title,
    fields: [],
    submitLabel: 'Done',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
    flowId,
  });

  const roleNames = (hint: string): LayoutField => ({
    name: 'roleNames',
    kind: 'multiselect',
    label: 'Roles',
    source: 'roles',
    hint,
  });

  const roleFields: LayoutField[] = [
    {
      name: 'name',
      kind: 'text',
      label: 'Name',
      placeholder: 'e.g. Support Agent',
      required: true,
      maxLength: 64,
      pattern: TRIMMED_PATTERN,
      patternMessage: 'Remove the spaces at the start and end of the name',
    },
    {
      name: 'description',
      kind: 'textarea',
      label: 'Description',
      placeholder: 'What people with this role can do',
      maxLength: 500,
    },
    {
      name: 'permissionNames',
      kind: 'multiselect',
      label: 'Permissions',
      source: 'permissions',
    },
  ];

  const personFields = (phonePattern: string, phoneMessage: string): LayoutField[] => [
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
      placeholder: 'e.g. +15555550100',
      maxLength: 250,
      pattern: phonePattern,
      patternMessage: phoneMessage,
    },
    { name: 'displayName', kind: 'text', label: 'Display name', maxLength: 256 },
    { name: 'givenName', kind: 'text', label: 'Given name', maxLength: 256 },
    { name: 'familyName', kind: 'text', label: 'Family name', maxLength: 256 },
    roleNames('Roles in this tenant'),
  ];

  return {
    'access-key-management-widget': {
      root: {
        title: 'Access keys',
        searchPlaceholder: 'Search access keys',
        emptyText: 'No access keys',
        columns: [
          col('name', 'Name', true, 200),
          col('status', 'Status', true, 110),
          col('expireTimeFormatted', 'Expires', false, 160),
          col('createdTimeFormatted', 'Created', false, 160),
          col('roleNames', 'Roles', false, 200),
          col('createdBy', 'Created by', true, 200),
          col('clientId', 'Client id', true, 200),
        ],
        buttons: {
          create: 'Create',
          activate: 'Activate',
          deactivate: 'Deactivate',
          delete: 'Delete',
        },
      },
      'create-access-key-modal': form(
        'Create access key',
        [
          {
            name: 'name',
            kind: 'text',
            label: 'Name',
            placeholder: 'e.g. CI pipeline',
            required: true,
            minLength: 1,
            maxLength: 100,
          },
          {
            name: 'expiration',
            kind: 'text',
            label: 'Expires in (days)',
            hint: 'Days until the key expires; 0 means it never expires.',
            required: true,
            pattern: '^\\d{1,4}$',
            patternMessage: 'Enter a number of days, or 0 for never',
          },
          roleNames('The key acts with these roles in this tenant'),
          {
            name: 'userId',
            kind: 'text',
            label: 'Bound user id',
            hint: 'Optional. The key acts as this user when set.',
            maxLength: 100,
          },
        ],
        'Create',
      ),
      'generated-access-key-modal': display(
        'Access key created',
        'Copy the key now: it is shown only once.',
        'Access key',
      ),
      'activate-access-keys-modal': confirm(
        'Activate access keys',
        'Activate {name}?',
        '{count} access keys',
        'Activate',
      ),
      'deactivate-access-keys-modal': confirm(
        'Deactivate access keys',
        'Deactivate {name}?',
        '{count} access keys',
        'Deactivate',
      ),
      'delete-access-keys-modal': confirm(
        'Delete access keys',
        'Delete {name}?',
        '{count} access keys',
        'Delete',
      ),
    },
    'audit-management-widget': {
      root: {
        title: 'Audit trail',
        searchPlaceholder: 'Search audit events',
        emptyText: 'No audit events in this time range',
        idleText: 'Search, or pick a time range, to see the audit events.',
        columns: [
          col('occurredFormatted', 'Time', false, 180),
          col('action', 'Action', true, 160),
          col('actorId', 'Actor', true, 200),
          col('type', 'Type', true, 90),
          col('method', 'Method', true, 120),
          col('device', 'Device', true, 110),
          col('geo', 'Location', true, 100),
          col('remoteAddress', 'IP address', true, 140),
          col('externalIds', 'Login ids', false, 200),
        ],
        buttons: {},
        rangeLabel: 'Time range',
        rangeOptions: {
          minuets15: 'Last 15 minutes',
          hour: 'Last hour',
          hour6: 'Last 6 hours',
          day: 'Last day',
          day3: 'Last 3 days',
          week: 'Last week',
          week2: 'Last 2 weeks',
          month: 'Last month',
        },
      },
    },
    'role-management-widget': {
      root: {
        title: 'Roles',
        searchPlaceholder: 'Search roles',
        emptyText: 'No roles',
        columns: [
          col('name', 'Name', true, 200),
          col('description', 'Description', true, 300),
          col('permissionNames', 'Permissions', false, 300),
          col('editable', 'Editable', false, 100),
        ],
        buttons: { create: 'Create role', edit: 'Edit role', delete: 'Delete roles' },
      },
      'create-role-modal': form('Create role', roleFields, 'Create'),
      'edit-role-modal': form('Edit role', roleFields, 'Save'),
      'delete-roles-modal': confirm('Delete roles', 'Delete {name}?', '{count} roles', 'Delete'),
    },
    'user-management-widget': {
      root: {
        title: 'Users',
        searchPlaceholder: 'Search users',
        emptyText: 'No users',
        columns: [
          col('loginIds', 'Login ids', false, 220),
          col('name', 'Name', true, 180),
          col('email', 'Email', true, 220),
          col('phone', 'Phone', true, 150),
          col('status', 'Status', true, 100),
          col('roleNames', 'Roles', false, 180),
          col('createdTime', 'Created', true, 160),
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
      'create-user-modal': form(
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
          ...personFields(PHONE_PATTERN, PHONE_MESSAGE),
        ],
        'Create',
      ),
      'edit-user-modal': form(
        'Edit user',
        [
          { name: 'loginId', kind: 'readonly', label: 'Login id' },
          ...personFields(EDIT_PHONE_PATTERN, EDIT_PHONE_MESSAGE),
        ],
        'Save',
      ),
      'delete-users-modal': confirm('Delete users', 'Delete {name}?', '{count} users', 'Delete'),
      'disable-user-modal': confirm('Disable user', 'Disable {name}?', '{count} users', 'Disable'),
      'enable-user-modal': confirm(
        'Activate user',
        'Activate {name}?',
        '{count} users',
        'Activate',
      ),
      'remove-passkey-modal': confirm(
        'Remove passkey',
        'Remove passkey for {name}?',
        '{count} users',
        'Remove',
      ),
      'reset-password-modal': confirm(
        'Reset password',
        'This will generate a new temporary password for {name}?',
        '{count} users',
        'Reset',
      ),
      'generated-password-modal': display(
        'Temporary password',
        'Copy the password now and give it to the user: it is shown only once.',
        'Temporary password',
      ),
    },
    'user-profile-widget': {
      root: {
        title: 'Your profile',
        avatarLabel: 'Change picture',
        avatarPage: 'update-picture-modal',
        unverifiedLabel: 'Unverified',
        emptyText: 'Not set',
        rows: [
          {
            field: 'email',
            label: 'Email',
            edit: 'update-email-modal',
            delete: 'delete-email-modal',
          },
          { field: 'name', label: 'Name', edit: 'update-name-modal', delete: 'delete-name-modal' },
          {
            field: 'phone',
            label: 'Phone',
            edit: 'update-phone-modal',
            delete: 'delete-phone-modal',
          },
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
          logout: 'Log out',
        },
      },
      'update-picture-modal': profile('Change picture', 'update-picture'),
      'update-email-modal': profile('Change email', 'update-email'),
      'delete-email-modal': profile('Remove email', 'delete-email'),
      'update-name-modal': profile('Change name', 'update-name'),
      'delete-name-modal': profile('Remove name', 'delete-name'),
      'update-phone-modal': profile('Change phone', 'update-phone'),
      'delete-phone-modal': profile('Remove phone', 'delete-phone'),
      'add-passkey-modal': profile('Add a passkey', 'add-passkey'),
      'change-password-modal': profile('Change password', 'change-password'),
    },
  };
}

/**
 * The built-in layout of every page of every widget type (WIDGET_PAGES). Shared: copy before
 * changing one (layoutFor hands out copies).
 */
export const DEFAULT_LAYOUTS: WidgetLayouts = /* @__PURE__ */ defaults();
