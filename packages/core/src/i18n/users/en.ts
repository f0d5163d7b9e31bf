import type { Messages } from '../message';

/** The user widget: spec 000 §8's notices word for word, and our field messages. */
export const USERS_EN = {
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
  /**
   * §8: 'User deleted successfully' or 'Users deleted successfully', count prefixed when several
   * (the provider's stray leading space on one deletion dropped).
   */
  deleted: { one: 'User deleted successfully', other: '{count} Users deleted successfully' },
  deleteFailed: { one: 'Failed to delete user', other: 'Failed to delete users' },
  /** Ours: the invitation sent again, and a user's sessions ended (issue 29). */
  inviteResent: 'Invitation sent again',
  inviteResendFailed: 'Failed to resend the invitation',
  loggedOut: 'The user was signed out everywhere',
  logoutFailed: 'Failed to sign the user out',
  /** Ours: the list's filters (issue 29). */
  'filter.status': 'Status',
  'filter.role': 'Role',
  'filter.all': 'All',
  'status.enabled': 'Active',
  'status.disabled': 'Disabled',
  'status.invited': 'Invited',
  /** Ours: the login id field when the server refused it as taken (409). */
  loginIdTaken: 'Another user already signs in with this login id',
  /** Ours: the phone field (the spec does not word it). */
  phoneFormat: 'Enter the number with its country code, e.g. +1-2025550101',
  phoneTooLong: 'Use at most {max} characters',
  phoneUnavailable: 'The phone number cannot be checked right now; try again',
} satisfies Messages;
