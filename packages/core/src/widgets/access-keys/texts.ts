import type { ACCESS_KEYS_EN } from '../../i18n/access-keys/en';
import { ACCESS_KEY_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';
import type { AccessKeyAction } from './actions';

/** The access-key widget's section of the catalogue, in one locale. */
export type AccessKeyTexts = Texts<typeof ACCESS_KEYS_EN>;

/** 'Access key deleted successfully' / 'N access keys deleted successfully', and so on (§8). */
export const accessKeyDoneText = (
  action: AccessKeyAction,
  count: number,
  t: AccessKeyTexts = ACCESS_KEY_TEXTS.en,
) => t(`done.${action}`, { count });

/** A batch's failure, without the server's message (§8). */
export const accessKeyFailedText = (
  action: AccessKeyAction,
  t: AccessKeyTexts = ACCESS_KEY_TEXTS.en,
) => t(`failed.${action}`);
