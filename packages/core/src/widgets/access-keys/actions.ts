// The actions on the selection that a confirmation precedes: their own file, so the texts
// (texts.ts) name them without importing the store, and the UI takes the pages from here.

export type AccessKeyAction = 'activate' | 'deactivate' | 'delete';

/** The layout page of each action's confirmation (spec 000 §2). */
export const ACCESS_KEY_CONFIRM_PAGES = {
  activate: 'activate-access-keys-modal',
  deactivate: 'deactivate-access-keys-modal',
  delete: 'delete-access-keys-modal',
} as const satisfies Record<AccessKeyAction, string>;
