import type { FieldRefusal } from '../form/refusals';
import { LOGIN_ID_TAKEN_TEXT } from './texts';

/**
 * The create form's server refusals that are about one field: a 409 is the one conflict a new
 * user can meet, a login id that another user signs in with (the emulator's 'Already exists').
 */
export const USER_CREATE_REFUSALS: readonly FieldRefusal[] = [
  { status: 409, field: 'loginId', message: LOGIN_ID_TAKEN_TEXT },
];
