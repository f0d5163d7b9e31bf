import { withMessage } from '../notices';

/** Spec 000 §8 word for word (the provider's stray leading space on one deletion dropped). */
export const USER_TEXTS = {
  created: 'User created successfully',
  createFailed: 'Failed to create user',
  updated: 'User updated successfully',
  updateFailed: 'Failed to update user',
  enabled: 'User enabled successfully',
  enableFailed: 'Failed to enable user',
  disabled: 'User disabled successfully',
  disableFailed: 'Failed to disable user',
  passwordReset: 'Successfully reset user password',
  passwordResetFailed: "Failed to reset user's password",
  passkeyRemoved: "Successfully removed user's passkey",
  passkeyRemoveFailed: "Failed to remove user's passkey",
} as const;

/** Ours: what the login id field says when the server refused it as taken (refusals.ts). */
export const LOGIN_ID_TAKEN_TEXT = 'Another user already signs in with this login id';

/** 'User deleted successfully' for one, 'N users deleted successfully' for several. */
export const userDeletedText = (count: number) =>
  count === 1 ? 'User deleted successfully' : `${count} users deleted successfully`;

/** 'Failed to delete user' for one, 'Failed to delete users' for several (no message). */
export const userDeleteFailedText = (count: number) =>
  count === 1 ? 'Failed to delete user' : 'Failed to delete users';

/** The failures that carry the server's message (spec §8). */
export const userFailedText = (text: string, message?: string) => withMessage(text, message);
