import type { LAYOUT_PROFILE_EN } from '../../i18n/layouts/profile/en';
import type { Locale } from '../../i18n/locale';
import { englishOf } from '../../i18n/section';
import { PROFILE_LAYOUT_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { WidgetLayouts } from '../pages';
import type { ModalLayout } from '../schema';
import type { Words } from './parts';

type ProfileLayouts = WidgetLayouts['user-profile-widget'];

/** The profile's pages in the words of `texts` (the catalogue's, in one locale). */
export const profileLayouts = (texts: Texts<typeof LAYOUT_PROFILE_EN>): ProfileLayouts => {
  const t = texts as Words;
  /** A profile modal hosts a flow, whose screens carry their own buttons. */
  const flowModal = (modal: string, flowId: string): ModalLayout => ({
    title: t(`modal.${modal}`),
    fields: [],
    submitLabel: t('done'),
    cancelLabel: t('cancel'),
    closeLabel: t('close'),
    flowId,
  });
  const row = (field: string, edit: string, remove?: string) => ({
    field,
    label: t(`row.${field}`),
    edit,
    ...(remove && { delete: remove, addLabel: t(`row.${field}.add`) }),
  });
  return {
    root: {
      title: t('title'),
      avatarLabel: t('avatar'),
      avatarPage: 'update-picture-modal',
      unverifiedLabel: t('unverified'),
      emptyText: t('empty'),
      rows: [
        row('email', 'update-email-modal', 'delete-email-modal'),
        row('name', 'update-name-modal', 'delete-name-modal'),
        row('phone', 'update-phone-modal', 'delete-phone-modal'),
        row('passkey', 'add-passkey-modal'),
        row('password', 'change-password-modal'),
      ],
      buttons: {
        'update-picture-modal': t('button.updatePicture'),
        'update-email-modal': t('button.updateEmail'),
        'delete-email-modal': t('button.deleteEmail'),
        'update-name-modal': t('button.updateName'),
        'delete-name-modal': t('button.deleteName'),
        'update-phone-modal': t('button.updatePhone'),
        'delete-phone-modal': t('button.deletePhone'),
        'add-passkey-modal': t('button.addPasskey'),
        'change-password-modal': t('button.changePassword'),
        logout: t('logout'),
      },
    },
    'update-picture-modal': flowModal('updatePicture', 'update-picture'),
    'update-email-modal': flowModal('updateEmail', 'update-email'),
    'delete-email-modal': flowModal('deleteEmail', 'delete-email'),
    'update-name-modal': flowModal('updateName', 'update-name'),
    'delete-name-modal': flowModal('deleteName', 'delete-name'),
    'update-phone-modal': flowModal('updatePhone', 'update-phone'),
    'delete-phone-modal': flowModal('deletePhone', 'delete-phone'),
    'add-passkey-modal': flowModal('addPasskey', 'add-passkey'),
    'change-password-modal': flowModal('changePassword', 'change-password'),
  };
};

/** The profile widget's built-in pages, in English. Shared: copy before changing one. */
export const PROFILE_LAYOUTS: ProfileLayouts = profileLayouts(englishOf(PROFILE_LAYOUT_TEXTS));

/** The profile widget's built-in pages in `locale` (its words loaded on demand). */
export const profileLayoutsIn = (locale: Locale): Promise<ProfileLayouts> =>
  PROFILE_LAYOUT_TEXTS.load(locale).then(profileLayouts);
