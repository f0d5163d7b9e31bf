import type { LAYOUT_USERS_EN } from '../../i18n/layouts/users/en';
import type { Locale } from '../../i18n/locale';
import { englishOf } from '../../i18n/section';
import { USER_LAYOUT_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import { NAME_MAX_LENGTH } from '../../validation/name';
import type { WidgetLayouts } from '../pages';
import type { LayoutField } from '../schema';
import {
  columnsOf,
  confirmModal,
  displayModal,
  EMAIL_PATTERN,
  formModal,
  roleNamesField,
  TRIMMED_PATTERN,
  type Words,
} from './parts';

type UserLayouts = WidgetLayouts['user-management-widget'];

// The phone is checked by the user store with a phone library, not a pattern (000 §5, §9).
const personFields = (t: Words): LayoutField[] => [
  {
    name: 'email',
    kind: 'text',
    label: t('field.email'),
    placeholder: t('field.email.placeholder'),
    maxLength: 256,
    pattern: EMAIL_PATTERN,
    patternMessage: t('field.email.pattern'),
  },
  {
    name: 'phone',
    kind: 'text',
    label: t('field.phone'),
    placeholder: t('field.phone.placeholder'),
    hint: t('field.phone.hint'),
    maxLength: 250,
  },
  {
    name: 'displayName',
    kind: 'text',
    label: t('field.displayName'),
    maxLength: NAME_MAX_LENGTH,
  },
  { name: 'givenName', kind: 'text', label: t('field.givenName'), maxLength: NAME_MAX_LENGTH },
  { name: 'familyName', kind: 'text', label: t('field.familyName'), maxLength: NAME_MAX_LENGTH },
  roleNamesField(t),
];

/** The user widget's pages in the words of `texts` (the catalogue's, in one locale). */
export const userLayouts = (texts: Texts<typeof LAYOUT_USERS_EN>): UserLayouts => {
  const t = texts as Words;
  const many = t('many');
  return {
    root: {
      title: t('title'),
      searchPlaceholder: t('search'),
      emptyText: t('empty'),
      // Name first: a person is known by it, and it titles a row of the narrow list.
      columns: columnsOf(t, [
        ['name', true, 180, true],
        ['loginIds', false, 220, true],
        ['email', true, 220],
        ['phone', true, 150],
        ['status', true, 100, true],
        ['roleNames', false, 180, true],
        ['createdTime', true, 140],
      ]),
      buttons: {
        create: t('button.create'),
        edit: t('button.edit'),
        enable: t('button.enable'),
        disable: t('button.disable'),
        delete: t('button.delete'),
        resetPassword: t('button.resetPassword'),
        removePasskey: t('button.removePasskey'),
        resendInvite: t('button.resendInvite'),
        logoutAll: t('button.logoutAll'),
      },
    },
    'create-user-modal': formModal(t, 'create', [
      {
        name: 'loginId',
        kind: 'text',
        label: t('field.loginId'),
        placeholder: t('field.loginId.placeholder'),
        hint: t('field.loginId.hint'),
        required: true,
        maxLength: 256,
        pattern: TRIMMED_PATTERN,
        patternMessage: t('field.loginId.pattern'),
      },
      ...personFields(t),
    ]),
    'edit-user-modal': formModal(t, 'edit', [
      { name: 'loginId', kind: 'readonly', label: t('field.loginId') },
      ...personFields(t),
    ]),
    'delete-users-modal': confirmModal(t, 'delete', many, true),
    'disable-user-modal': confirmModal(t, 'disable', many),
    'enable-user-modal': confirmModal(t, 'enable', many),
    'remove-passkey-modal': confirmModal(t, 'removePasskey', many),
    'reset-password-modal': confirmModal(t, 'resetPassword', many),
    'resend-invite-modal': confirmModal(t, 'resendInvite', many),
    'logout-user-modal': confirmModal(t, 'logoutAll', many),
    'generated-password-modal': displayModal(t),
  };
};

/** The user widget's built-in pages, in English. Shared: copy before changing one. */
export const USER_LAYOUTS: UserLayouts = userLayouts(englishOf(USER_LAYOUT_TEXTS));

/** The user widget's built-in pages in `locale` (its words loaded on demand). */
export const userLayoutsIn = (locale: Locale): Promise<UserLayouts> =>
  USER_LAYOUT_TEXTS.load(locale).then(userLayouts);
