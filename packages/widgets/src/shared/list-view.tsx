import {
  type GatehouseError,
  type ListCut,
  type ListStatus,
  listCutText,
  withMessage,
} from '@gatehouse/core';
import { Button, type TableProps } from '../kit';
import { Failed } from './failed';
import { OnDemandTable } from './table-part';
import { useWidgetTexts } from './texts';

export interface ListViewProps<Row> extends TableProps<Row> {
  status: ListStatus;
  error: GatehouseError | undefined;
  /** Search again (the Retry of a list that did not load). */
  onRetry: () => void;
  /** The server cut the list (its store's `$truncated`): said under the table. */
  truncated?: ListCut;
}

/**
 * A widget's list: the table, or why there is none yet. A list that failed to load says so,
 * with the server's message and a Retry, instead of showing an empty table; a later failure
 * keeps the rows and says why above them; a list the server cut says so under them.
 */
export function ListView<Row>({ status, error, onRetry, truncated, ...table }: ListViewProps<Row>) {
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
      <OnDemandTable<Row> {...table} loading={status === 'loading' || table.loading} />
      {truncated ? (
        <p role="status" className="gh-w-cut">
          {listCutText(truncated, t)}
        </p>
      ) : null}
    </>
  );
}
