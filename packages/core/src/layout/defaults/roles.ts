import type { WidgetLayouts } from '../pages';
import type { LayoutField } from '../schema';
import { column, confirmModal, formModal, mainColumn, TRIMMED_PATTERN } from './parts';

type RoleLayouts = WidgetLayouts['role-management-widget'];

const roleFields = (): LayoutField[] => [
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
  { name: 'permissionNames', kind: 'multiselect', label: 'Permissions', source: 'permissions' },
];

const roleLayouts = (): RoleLayouts => ({
  root: {
    title: 'Roles',
    searchPlaceholder: 'Search roles',
    emptyText: 'No roles',
    columns: [
      mainColumn('name', 'Name', true, 200),
      mainColumn('description', 'Description', true, 300),
      mainColumn('permissionNames', 'Permissions', false, 300),
      column('editable', 'Editable', false, 100),
    ],
    buttons: { create: 'Create role', edit: 'Edit role', delete: 'Delete roles' },
  },
  'create-role-modal': formModal('Create role', roleFields(), 'Create'),
  'edit-role-modal': formModal('Edit role', roleFields(), 'Save'),
  'delete-roles-modal': confirmModal(
    'Delete role',
    'Delete {name}?',
    '{count} roles',
    'Delete',
    'Delete {count} roles',
  ),
});

/** The role widget's built-in pages. Shared: copy before changing one. */
export const ROLE_LAYOUTS: RoleLayouts = /* @__PURE__ */ roleLayouts();
