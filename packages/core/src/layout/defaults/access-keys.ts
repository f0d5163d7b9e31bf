import type { WidgetLayouts } from '../pages';
import { column, confirmModal, displayModal, formModal, mainColumn, roleNamesField } from './parts';

type AccessKeyLayouts = WidgetLayouts['access-key-management-widget'];

const accessKeyLayouts = (): AccessKeyLayouts => ({
  root: {
    title: 'Access keys',
    searchPlaceholder: 'Search access keys',
    emptyText: 'No access keys',
    columns: [
      mainColumn('name', 'Name', true, 200),
      mainColumn('status', 'Status', true, 110),
      mainColumn('expireTimeFormatted', 'Expires', true, 140),
      column('createdTimeFormatted', 'Created', true, 140),
      mainColumn('roleNames', 'Roles', false, 200),
      column('createdBy', 'Created by', true, 200),
      column('clientId', 'Client id', true, 200),
    ],
    buttons: { create: 'Create', activate: 'Activate', deactivate: 'Deactivate', delete: 'Delete' },
  },
  'create-access-key-modal': formModal(
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
      },
      roleNamesField('The key acts with these roles in this tenant'),
      {
        name: 'userId',
        kind: 'select',
        source: 'users',
        label: 'Bound user',
        placeholder: 'Search by name or email',
        hint: 'Optional. The key acts as this user when set.',
      },
    ],
    'Create',
  ),
  'generated-access-key-modal': displayModal(
    'Access key created',
    'Copy the key now: it is shown only once.',
    'Access key',
  ),
  'activate-access-keys-modal': confirmModal(
    'Activate access key',
    'Activate {name}?',
    '{count} access keys',
    'Activate',
    'Activate {count} access keys',
  ),
  'deactivate-access-keys-modal': confirmModal(
    'Deactivate access key',
    'Deactivate {name}?',
    '{count} access keys',
    'Deactivate',
    'Deactivate {count} access keys',
  ),
  'delete-access-keys-modal': confirmModal(
    'Delete access key',
    'Delete {name}?',
    '{count} access keys',
    'Delete',
    'Delete {count} access keys',
  ),
});

/** The access-key widget's built-in pages. Shared: copy before changing one. */
export const ACCESS_KEY_LAYOUTS: AccessKeyLayouts = /* @__PURE__ */ accessKeyLayouts();
