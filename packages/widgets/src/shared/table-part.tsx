import { type LayoutColumn, onDemand, withMessage } from '@gatehouse/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { Button, type TableProps } from '../kit';
import { Failed } from './failed';
import { useLazyModule } from './lazy-module';
import type { ListCutProps } from './list-cut';
import { useWidgetTexts } from './texts';

// The table is the largest piece of a list widget (its window of rows, both layouts, the
// keyboard, the sort, the column edges and their styles), and none of it can show before the
// first answer. So it is a part of its own, asked for when the widget mounts: it arrives beside
// the layouts and the first search instead of delaying the widget's first render. The four list
// widgets share it, so a page with all of them fetches it once. What is said under a list the
// server cut (its Load more) comes with it.
const tablePart = onDemand('the table', () => import('./table-module'));

/** A table of a layout's columns: the kit's props, the columns the layout's. */
export type LayoutTableProps<Row> = Omit<TableProps<Row>, 'columns'> & {
  columns: readonly LayoutColumn[];
};

/** Told once the table is drawn (the rows are on screen): a list widget's `ready` waits for it. */
const TableDrawn = createContext<(() => void) | undefined>(undefined);

/**
 * Ask for the table's code as the widget mounts, before its layouts are known. Returns the
 * widget's `onReady` held back until the table is drawn (the host calls it once the store's
 * first answer is in, which may come before the table's code), and the provider the table
 * tells.
 */
export function useTablePart(onReady: (() => void) | undefined) {
  useEffect(() => {
    tablePart().catch(() => undefined);
  }, []);
  const [drawn, setDrawn] = useState(false);
  // How many times the host said a store's first answer is in (once per store), and how many
  // of those the widget passed on.
  const [answered, setAnswered] = useState(0);
  const told = useRef(0);
  const latest = useRef(onReady);
  latest.current = onReady;
  useEffect(() => {
    if (drawn && answered > told.current) {
      told.current = answered;
      latest.current?.();
    }
  }, [drawn, answered]);
  return {
    onReady: onReady && (() => setAnswered((count) => count + 1)),
    Drawn: TableDrawn.Provider,
    drawn: useCallback(() => setDrawn(true), []),
  };
}

/**
 * The kit's table once its code is here; until then the shape of a table in placeholder bars;
 * if the code could not be fetched, the list's failed state naming the part, with a Retry that
 * asks again.
 */
export function OnDemandTable<Row>({
  cut,
  ...props
}: LayoutTableProps<Row> & { cut?: ListCutProps }) {
  const t = useWidgetTexts();
  const { module, error, retry } = useLazyModule(tablePart);
  const drawn = useContext(TableDrawn);
  useEffect(() => {
    if (module) drawn?.();
  }, [module, drawn]);
  if (module) {
    const { LayoutTable, ListCutNotice } = module;
    return (
      <>
        <LayoutTable<Row> {...props} />
        {cut ? <ListCutNotice {...cut} /> : null}
      </>
    );
  }
  if (error) {
    return (
      <Failed message={withMessage(t('listFailed'), error.message, t)}>
        <Button onClick={retry}>{t('retry')}</Button>
      </Failed>
    );
  }
  // The table's bar of the widget's placeholder (frame.tsx), while the code is on its way.
  return (
    <div className="gh-w-loading" aria-busy="true">
      <p role="status" className="gh-w-sr">
        {props.loadingText ?? t('loading')}
      </p>
      <span className="gh-w-skeleton" style={{ width: '100%', height: 160 }} />
    </div>
  );
}
