import { countedText } from '../counted-text';
import { withMessage } from '../notices';
import type { AccessKeyAction } from './store';

const DONE: Record<AccessKeyAction, string> = {
  activate: 'activated',
  deactivate: 'deactivated',
  delete: 'deleted',
};

/**
 * Spec §8 word for word, but for the casing of 'Access Key created successfully': the UI and
 * the spec's other texts write 'Access key' (issue 24), and so does this notice.
 */
export const ACCESS_KEY_TEXTS = {
  created: 'Access key created successfully',
  createFailed: 'Failed to create access key',
  failed: {
    activate: 'Failed to activate access key(s)',
    deactivate: 'Failed to deactivate access key(s)',
    delete: 'Failed to delete access key(s)',
  } satisfies Record<AccessKeyAction, string>,
} as const;

/** 'Access key deleted successfully' / 'N access keys deleted successfully', and so on. */
export const accessKeyDoneText = (action: AccessKeyAction, count: number) =>
  countedText(count, 'Access key', 'access keys', DONE[action]);

/** Create's failure carries the server message (spec §8); the batch failures do not. */
export const accessKeyCreateFailedText = (message?: string) =>
  withMessage(ACCESS_KEY_TEXTS.createFailed, message);
