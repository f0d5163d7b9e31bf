import { confirmText } from '../confirm';

export type RoleAction = 'delete';

const VERBS: Record<RoleAction, string> = { delete: 'Delete' };

/** 'Delete X?' with the role's name for one, 'Delete N roles?' for several (spec §2). */
export const roleConfirmText = (action: RoleAction, names: readonly string[]) =>
  confirmText(VERBS[action], names, 'roles');
