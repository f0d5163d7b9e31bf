import type { PROFILE_EN } from '../../i18n/profile/en';
import { PROFILE_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';

// What the profile confirms with a notice. A successful flow closes its modal and reloads the
// user (spec 000 §2), so a new name or email shows on the card; the password flow only closes
// its modal, and a new password shows nowhere: the profile says it was saved. The words are
// the catalogue's (`passwordChanged`, `passwordSet`), in the widget's locale.

/** The notice for a password flow that succeeded, by whether the user had a password. */
export const passwordNotice = (
  hadPassword: boolean,
  t: Texts<typeof PROFILE_EN> = PROFILE_TEXTS.en,
): string => t(hadPassword ? 'passwordChanged' : 'passwordSet');
