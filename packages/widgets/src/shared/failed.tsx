import { WarningIcon } from '@gatehouse/react/design';
import type { ReactNode } from 'react';

/**
 * The widget's failed state, wherever something did not load (its layouts, its list, a modal):
 * a warning, what failed (an alert), and what the user can do about it (a Retry).
 */
export function Failed({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="gh-w-failed">
      <WarningIcon size={20} />
      <p role="alert" className="gh-w-error">
        {message}
      </p>
      {children}
    </div>
  );
}
