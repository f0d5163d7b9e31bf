import { confirmText } from '../confirm';

export type AccessKeyAction = 'activate' | 'deactivate' | 'delete';

const VERBS: Record<AccessKeyAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
};

/** 'Activate X?' with the key's name for one, 'Activate N access keys?' for several (spec §2). */
export const accessKeyConfirmText = (action: AccessKeyAction, names: readonly string[]) =>
  confirmText(VERBS[action], names, 'access keys');
