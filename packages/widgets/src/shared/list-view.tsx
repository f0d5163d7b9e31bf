import { type GatehouseError, type ListStatus, listCutText, withMessage } from '@gatehouse/core';
import { Button } from '../kit';
import { Failed } from './failed';
import type { ListCutProps } from './list-cut';
import { type LayoutTableProps, OnDemandTable } from './table-part';
import { useWidgetTexts } from './texts';

export type ListViewProps<Row> = LayoutTableProps<Row> &
  ListCutProps & {
    status: ListStatus;
    error: GatehouseError | undefined;
    /** The Retry of the list's error: the search, or the page that did not load. */
    onRetry: () => void;
  };

/**
 * A widget's list: the table, or why there is none yet. A list that failed to load says so,
 * with the server's message and a Retry, instead of showing an empty table; a later failure
 * keeps the rows and says why above them; a list the server cut says so under them, with a
 * Load more (list-cut.tsx).
 */
export function ListView<Row>({
  status,
  error,
  onRetry,
  truncated,
  onMore,
  ...table
}: ListViewProps<Row>) {
  const t = useWidgetTexts();
  if (status === 'failed') {
    return (
      <Failed message={withMessage(t('listFailed'), error?.message, t)}>
        <Button onClick={onRetry}>{t('retry')}</Button>
      </Failed>
    );
  }
  return (
    <>
      {error ? (
        <Failed message={withMessage(t('searchFailed'), error.message, t)}>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </Failed>
      ) : null}
      <OnDemandTable<Row>
        {...table}
        loading={status === 'loading' || table.loading}
        cut={{ truncated, onMore, t, text: truncated && listCutText(truncated, t) }}
      />
    </>
  );
}
