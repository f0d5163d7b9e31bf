import type { ListCut } from '@gatehouse/core';
import { type MouseEvent, useState } from 'react';
import { Button } from '../kit/controls';
import type { WidgetTexts } from './texts';

export interface ListCutProps {
  /** The server cut the list (its store's `$truncated`); nothing is said when it did not. */
  truncated?: ListCut;
  /**
   * What is said of the cut (core's `listCutText`) and the widget's words, from where the list
   * is: the texts imported here would split the widget's first file in two (rolldown).
   */
  text?: string;
  t?: WidgetTexts;
  /** Load the next page (its store's `loadMore`). */
  onMore?: () => Promise<void>;
}

/**
 * Under a list the server cut: how many rows it shows of how many, in a status line that says
 * so again as each page lands, and a Load more for the next page. It comes with the table's
 * code (table-module.ts): only a widget whose answer was cut needs it.
 */
export function ListCutNotice({ truncated, text, t, onMore }: ListCutProps) {
  // The button's own wait (the store asks for one page at a time whatever is clicked).
  const [busy, setBusy] = useState(false);
  if (!truncated || !t) return null;
  const more = async ({ currentTarget }: MouseEvent<HTMLButtonElement>) => {
    const grid = currentTarget.closest('section')?.querySelector<HTMLElement>('[role=grid]');
    setBusy(true);
    await onMore?.();
    // The last page takes the button away: focus goes on to the rows, not back to the page.
    if (currentTarget.isConnected) setBusy(false);
    else grid?.focus();
  };
  return (
    <div className="gh-w-cut">
      <p role="status">{text}</p>
      {onMore ? (
        <Button onClick={more} aria-busy={busy || undefined}>
          {busy ? t('loading') : t('loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
