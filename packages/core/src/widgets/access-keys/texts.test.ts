import { describe, expect, it } from 'vitest';
import { ACCESS_KEY_TEXTS } from '../../i18n/sections';
import { confirmationText } from '../../layout/confirmation';
import { DEFAULT_LAYOUTS } from '../../layout/defaults';
import { withMessage } from '../notices';
import { accessKeyDoneText, accessKeyFailedText } from './texts';

describe('access-key texts', () => {
  it.each([
    ['activate', ['ci'], 'Activate ci?'],
    ['deactivate', ['ci'], 'Deactivate ci?'],
    ['delete', ['ci'], 'Delete ci?'],
    ['activate', ['a', 'b'], 'Activate 2 access keys?'],
    ['deactivate', ['a', 'b', 'c'], 'Deactivate 3 access keys?'],
    ['delete', ['a', 'b'], 'Delete 2 access keys?'],
  ] as const)('confirms %s of %j as %j (the built-in layouts word it)', (action, names, text) => {
    const layout = DEFAULT_LAYOUTS['access-key-management-widget'][`${action}-access-keys-modal`];
    expect(confirmationText(layout, names)).toBe(text);
  });

  it.each([
    ['activate', 1, 'Access key activated successfully'],
    ['activate', 2, '2 access keys activated successfully'],
    ['deactivate', 1, 'Access key deactivated successfully'],
    ['deactivate', 4, '4 access keys deactivated successfully'],
    ['delete', 1, 'Access key deleted successfully'],
    ['delete', 3, '3 access keys deleted successfully'],
  ] as const)('%s of %i says %j', (action, count, text) => {
    expect(accessKeyDoneText(action, count)).toBe(text);
  });

  it('has the failure texts of spec §8', () => {
    // The spec's words in the UI's sentence case, as its own 'Access key deleted successfully'.
    const t = ACCESS_KEY_TEXTS.en;
    expect(t('created')).toBe('Access key created successfully');
    expect({
      activate: accessKeyFailedText('activate'),
      deactivate: accessKeyFailedText('deactivate'),
      delete: accessKeyFailedText('delete'),
    }).toEqual({
      activate: 'Failed to activate access key(s)',
      deactivate: 'Failed to deactivate access key(s)',
      delete: 'Failed to delete access key(s)',
    });
    expect(withMessage(t('createFailed'), 'Bad: nope')).toBe(
      'Failed to create access key: Bad: nope',
    );
    expect(withMessage(t('createFailed'))).toBe('Failed to create access key');
  });
});
