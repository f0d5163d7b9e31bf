import { countedText } from '../counted-text';
import { withMessage } from '../notices';

/** Spec §8 word for word. */
export const ROLE_TEXTS = {
  created: 'Role created successfully',
  createFailed: 'Failed to create role',
  updated: 'Role updated successfully',
  updateFailed: 'Failed to update role',
  deleteFailed: 'Failed to delete role(s)',
} as const;

/** 'Role deleted successfully' / 'N roles deleted successfully'. */
export const roleDeletedText = (count: number) => countedText(count, 'Role', 'roles', 'deleted');

/** Create and update failures carry the server message (spec §8); delete's does not. */
export const roleCreateFailedText = (message?: string) =>
  withMessage(ROLE_TEXTS.createFailed, message);
export const roleUpdateFailedText = (message?: string) =>
  withMessage(ROLE_TEXTS.updateFailed, message);

/**
 * Ours: the role form's name field when another role has that name, found before sending
 * (names.ts) or refused by the server (refusals.ts).
 */
export const roleNameTakenText = (name: string) => `A role named ${name.trim()} already exists`;
