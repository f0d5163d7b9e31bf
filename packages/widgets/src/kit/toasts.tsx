import { CheckIcon, CloseIcon, WarningIcon } from '@gatehouse/react/design';
import { useKitTexts } from './texts';

export interface Notice {
  id: string | number;
  kind: 'success' | 'error';
  text: string;
}

export interface ToastsProps {
  notices: readonly Notice[];
  onDismiss: (id: Notice['id']) => void;
  label?: string;
}

/**
 * The notices, small, at the bottom-start corner (spec 000 §2, §9: core's NOTICE_POSITION and
 * NOTICE_SIZE); errors are alerts, successes statuses. How long a notice stays is the store's
 * business.
 */
export function Toasts({ notices, onDismiss, label }: ToastsProps) {
  const t = useKitTexts();
  if (!notices.length) return null;
  return (
    <ul className="gh-w-toasts" aria-label={label ?? t('notifications')}>
      {notices.map((notice) => (
        <li key={notice.id} className="gh-w-toast" data-kind={notice.kind}>
          {notice.kind === 'error' ? <WarningIcon /> : <CheckIcon />}
          <p role={notice.kind === 'error' ? 'alert' : 'status'}>{notice.text}</p>
          <button
            type="button"
            className="gh-w-icon"
            aria-label={t('dismiss')}
            onClick={() => onDismiss(notice.id)}
          >
            <CloseIcon size={14} />
          </button>
        </li>
      ))}
    </ul>
  );
}
