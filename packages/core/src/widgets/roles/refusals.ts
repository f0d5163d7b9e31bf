import type { FieldRefusal } from '../form/refusals';
import { type RoleTexts, roleNameTakenText } from './texts';

/**
 * The role forms' server refusals about one field: a 409 is a name another role has, one the
 * form could not know of (made since it loaded the roles, which `names.ts` checks before
 * sending), said in the same words as that check.
 */
export const roleRefusals = (name: string, t?: RoleTexts): readonly FieldRefusal[] => [
  { status: 409, field: 'name', message: roleNameTakenText(name, t) },
];
