import type { Messages } from '../message';

/** The role widget: spec 000 §8's notices word for word, and ours. */
export const ROLES_EN = {
  created: 'Role created successfully',
  createFailed: 'Failed to create role',
  updated: 'Role updated successfully',
  updateFailed: 'Failed to update role',
  deleted: { one: 'Role deleted successfully', other: '{count} roles deleted successfully' },
  deleteFailed: 'Failed to delete role(s)',
  /** Ours: the name field when another role has the name (found before sending, or a 409). */
  nameTaken: 'A role named {name} already exists',
  /** Ours: that built-in roles are never deleted (spec 000 §4, §6), beside the list. */
  builtIn: 'Built-in roles belong to the project and are never deleted',
} satisfies Messages;
