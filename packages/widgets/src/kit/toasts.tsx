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
 * The notices, small, at the bottom-start corner; errors are alerts, successes statuses. How
 * long a notice stays is the store's business.
 */
export function Toasts({ notices, onDismiss, label = 'Notifications' }: ToastsProps) {
  if (!notices.length) return null;
  return (
    <ul className="gh-w-toasts" aria-label={label}>
      {notices.map((notice) => (
        <li key={notice.id} className="gh-w-toast" data-kind={notice.kind}>
          <p role={notice.kind === 'error' ? 'alert' : 'status'}>{notice.text}</p>
          <button
            type="button"
            className="gh-w-icon"
            aria-label="Dismiss"
            onClick={() => onDismiss(notice.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
