import { USER_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { USERS_EN } from '../../i18n/users/en';

/** The user widget's section of the catalogue, in one locale. */
export type UserTexts = Texts<typeof USERS_EN>;

/** 'User deleted successfully' for one, 'N Users deleted successfully' for several (§8). */
export const userDeletedText = (count: number, t: UserTexts = USER_TEXTS.en) =>
  t('deleted', { count });

/** 'Failed to delete user' for one, 'Failed to delete users' for several (no message, §8). */
export const userDeleteFailedText = (count: number, t: UserTexts = USER_TEXTS.en) =>
  t('deleteFailed', { count });
