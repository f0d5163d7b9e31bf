import type { ROLES_EN } from '../../i18n/roles/en';
import { ROLE_TEXTS } from '../../i18n/sections';
import type { Texts } from '../../i18n/texts';

/** The role widget's section of the catalogue, in one locale. */
export type RoleTexts = Texts<typeof ROLES_EN>;

/** 'Role deleted successfully' / 'N roles deleted successfully' (§8). */
export const roleDeletedText = (count: number, t: RoleTexts = ROLE_TEXTS.en) =>
  t('deleted', { count });

/** Ours: that built-in roles are never deleted (spec 000 §4, §6). */
export const roleBuiltInNote = (t: RoleTexts) => t('builtIn');

/**
 * Ours: the role form's name field when another role has that name, found before sending
 * (names.ts) or refused by the server (refusals.ts).
 */
export const roleNameTakenText = (name: string, t: RoleTexts = ROLE_TEXTS.en) =>
  t('nameTaken', { name: name.trim() });
