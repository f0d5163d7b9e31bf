import type { Messages } from '../message';

/**
 * The access-key widget: spec 000 §8's notices word for word, but for the casing of 'Access
 * Key created successfully' (the UI and the spec's other texts write 'Access key', issue 24).
 */
export const ACCESS_KEYS_EN = {
  created: 'Access key created successfully',
  createFailed: 'Failed to create access key',
  'failed.activate': 'Failed to activate access key(s)',
  'failed.deactivate': 'Failed to deactivate access key(s)',
  'failed.delete': 'Failed to delete access key(s)',
  'done.activate': {
    one: 'Access key activated successfully',
    other: '{count} access keys activated successfully',
  },
  'done.deactivate': {
    one: 'Access key deactivated successfully',
    other: '{count} access keys deactivated successfully',
  },
  'done.delete': {
    one: 'Access key deleted successfully',
    other: '{count} access keys deleted successfully',
  },
  /** Ours: the expiration field (the spec does not word it), and its name in a message. */
  expiration: 'Expiration',
  notDays: 'Enter a number of days, or 0 for never',
  /** The create form's searchable choice of the bound user. */
  clearChoice: 'Clear {label}',
  noUsersMatch: 'No users match',
  searching: 'Searching…',
} satisfies Messages;
