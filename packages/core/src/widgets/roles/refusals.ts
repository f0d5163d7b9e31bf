import type { FieldRefusal } from '../form/refusals';
import { ROLE_NAME_TAKEN_TEXT } from './texts';

/** The role forms' server refusals about one field: a 409 is a name another role has. */
export const ROLE_REFUSALS: readonly FieldRefusal[] = [
  { status: 409, field: 'name', message: ROLE_NAME_TAKEN_TEXT },
];
