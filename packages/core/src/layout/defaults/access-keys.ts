import type { LAYOUT_ACCESS_KEYS_EN } from '../../i18n/layouts/access-keys/en';
import type { Locale } from '../../i18n/locale';
import { englishOf } from '../../i18n/section';
import { ACCESS_KEY_LAYOUT_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { WidgetLayouts } from '../pages';
import {
  columnsOf,
  confirmModal,
  displayModal,
  formModal,
  roleNamesField,
  type Words,
} from './parts';

type AccessKeyLayouts = WidgetLayouts['access-key-management-widget'];

/** The access-key widget's pages in the words of `texts` (the catalogue's, in one locale). */
export const accessKeyLayouts = (texts: Texts<typeof LAYOUT_ACCESS_KEYS_EN>): AccessKeyLayouts => {
  const t = texts as Words;
  const many = t('many');
  return {
    root: {
      title: t('title'),
      searchPlaceholder: t('search'),
      emptyText: t('empty'),
      columns: columnsOf(t, [
        ['name', true, 200, true],
        ['status', true, 110, true],
        ['expireTimeFormatted', true, 140, true],
        ['createdTimeFormatted', true, 140],
        ['roleNames', false, 200, true],
        ['createdBy', true, 200],
        ['clientId', true, 200],
      ]),
      buttons: {
        create: t('button.create'),
        activate: t('button.activate'),
        deactivate: t('button.deactivate'),
        delete: t('button.delete'),
      },
    },
    'create-access-key-modal': formModal(t, 'create', [
      {
        name: 'name',
        kind: 'text',
        label: t('field.name'),
        placeholder: t('field.name.placeholder'),
        required: true,
        minLength: 1,
        maxLength: 100,
      },
      {
        name: 'expiration',
        kind: 'text',
        label: t('field.expiration'),
        hint: t('field.expiration.hint'),
        required: true,
      },
      roleNamesField(t),
      {
        name: 'userId',
        kind: 'select',
        source: 'users',
        label: t('field.userId'),
        placeholder: t('field.userId.placeholder'),
        hint: t('field.userId.hint'),
      },
    ]),
    'created-access-key-modal': displayModal(t),
    'activate-access-keys-modal': confirmModal(t, 'activate', many, true),
    'deactivate-access-keys-modal': confirmModal(t, 'deactivate', many, true),
    'delete-access-keys-modal': confirmModal(t, 'delete', many, true),
  };
};

/** The access-key widget's built-in pages, in English. Shared: copy before changing one. */
export const ACCESS_KEY_LAYOUTS: AccessKeyLayouts = accessKeyLayouts(
  englishOf(ACCESS_KEY_LAYOUT_TEXTS),
);

/** The access-key widget's built-in pages in `locale` (its words loaded on demand). */
export const accessKeyLayoutsIn = (locale: Locale): Promise<AccessKeyLayouts> =>
  ACCESS_KEY_LAYOUT_TEXTS.load(locale).then(accessKeyLayouts);
