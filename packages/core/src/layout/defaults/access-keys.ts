import type { WidgetLayouts } from '../pages';
import { column, confirmModal, displayModal, formModal, roleNamesField } from './parts';

type AccessKeyLayouts = WidgetLayouts['access-key-management-widget'];

const accessKeyLayouts = (): AccessKeyLayouts => ({
  root: {
    title: 'Access keys',
    searchPlaceholder: 'Search access keys',
    emptyText: 'No access keys',
    columns: [
      column('name', 'Name', true, 200),
      column('status', 'Status', true, 110),
      column('expireTimeFormatted', 'Expires', true, 140),
      column('createdTimeFormatted', 'Created', true, 140),
      column('roleNames', 'Roles', false, 200),
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
    'Activate access keys',
    'Activate {name}?',
    '{count} access keys',
    'Activate',
  ),
  'deactivate-access-keys-modal': confirmModal(
    'Deactivate access keys',
    'Deactivate {name}?',
    '{count} access keys',
    'Deactivate',
  ),
  'delete-access-keys-modal': confirmModal(
    'Delete access keys',
    'Delete {name}?',
    '{count} access keys',
    'Delete',
  ),
});

/** The access-key widget's built-in pages. Shared: copy before changing one. */
export const ACCESS_KEY_LAYOUTS: AccessKeyLayouts = /* @__PURE__ */ accessKeyLayouts();
