import type { FieldRefusal } from '../form/refusals';
import type { UserTexts } from './texts';

/**
 * The create form's server refusals that are about one field: a 409 is the one conflict a new
 * user can meet, a login id that another user signs in with (the emulator's 'Already exists').
 */
export const userCreateRefusals = (t: UserTexts): readonly FieldRefusal[] => [
  { status: 409, field: 'loginId', message: t('loginIdTaken') },
];
