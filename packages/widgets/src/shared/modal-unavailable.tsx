import { Button } from '../kit';
import { Failed } from './failed';
import { useWidgetTexts } from './texts';

/**
 * In a modal's place when its code could not be loaded (a modal loaded on demand): the
 * widget's failed state, with Retry (which loads it again) and Cancel.
 */
export function ModalUnavailable({ onRetry, onCancel }: { onRetry(): void; onCancel(): void }) {
  const t = useWidgetTexts();
  return (
    <Failed message={t('modalFailed')}>
      <div className="gh-w-toolbar">
        <Button onClick={onRetry}>{t('retry')}</Button>
        <Button onClick={onCancel}>{t('cancel')}</Button>
      </div>
    </Failed>
  );
}
