import type { LAYOUT_ROLES_EN } from '../../i18n/layouts/roles/en';
import type { Locale } from '../../i18n/locale';
import { englishOf } from '../../i18n/section';
import { ROLE_LAYOUT_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { WidgetLayouts } from '../pages';
import type { LayoutField } from '../schema';
import { columnsOf, confirmModal, formModal, TRIMMED_PATTERN, type Words } from './parts';

type RoleLayouts = WidgetLayouts['role-management-widget'];

const roleFields = (t: Words): LayoutField[] => [
  {
    name: 'name',
    kind: 'text',
    label: t('field.name'),
    placeholder: t('field.name.placeholder'),
    required: true,
    maxLength: 64,
    pattern: TRIMMED_PATTERN,
    patternMessage: t('field.name.pattern'),
  },
  {
    name: 'description',
    kind: 'textarea',
    label: t('field.description'),
    placeholder: t('field.description.placeholder'),
    maxLength: 500,
  },
  {
    name: 'permissionNames',
    kind: 'multiselect',
    label: t('field.permissionNames'),
    source: 'permissions',
  },
];

/** The role widget's pages in the words of `texts` (the catalogue's, in one locale). */
export const roleLayouts = (texts: Texts<typeof LAYOUT_ROLES_EN>): RoleLayouts => {
  const t = texts as Words;
  return {
    root: {
      title: t('title'),
      searchPlaceholder: t('search'),
      emptyText: t('empty'),
      // Editable is 120 px: room for its label in the longer languages ('Modifiable').
      columns: columnsOf(t, [
        ['name', true, 200, true],
        ['description', true, 300, true],
        ['permissionNames', false, 300, true],
        ['editable', false, 120],
      ]),
      buttons: {
        create: t('button.create'),
        edit: t('button.edit'),
        delete: t('button.delete'),
      },
    },
    'create-role-modal': formModal(t, 'create', roleFields(t)),
    'edit-role-modal': formModal(t, 'edit', roleFields(t)),
    'delete-roles-modal': confirmModal(t, 'delete', t('delete.many'), true),
  };
};

/** The role widget's built-in pages, in English. Shared: copy before changing one. */
export const ROLE_LAYOUTS: RoleLayouts = roleLayouts(englishOf(ROLE_LAYOUT_TEXTS));

/** The role widget's built-in pages in `locale` (its words loaded on demand). */
export const roleLayoutsIn = (locale: Locale): Promise<RoleLayouts> =>
  ROLE_LAYOUT_TEXTS.load(locale).then(roleLayouts);
