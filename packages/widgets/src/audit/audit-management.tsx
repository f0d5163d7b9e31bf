import {
  AUDIT_RANGES,
  type AuditRange,
  type AuditRow,
  type AuditStore,
  createAuditStore,
  WIDGET_PAGES,
} from '@gatehouse/core';
import { useState } from 'react';
import { SearchInput, Select, Table } from '../kit';
import { columnsFrom } from '../shared/form';
import {
  type Layouts,
  useWidgetHost,
  type WidgetProps,
  WidgetShell,
  type WidgetSpec,
} from '../shared/host';
import { useAtom } from '../shared/use-atom';

export type AuditManagementProps = WidgetProps;

export const AUDIT_WIDGET = {
  type: 'audit-management-widget',
  version: '0.1.41',
  pages: WIDGET_PAGES['audit-management-widget'],
  createStore: createAuditStore,
} as const satisfies WidgetSpec<AuditStore>;

const isRange = (value: string): value is AuditRange =>
  (AUDIT_RANGES as readonly string[]).includes(value);

function Audit({ store, layouts }: { store: AuditStore; layouts: Layouts }) {
  const { root } = layouts;
  const events = useAtom(store.$events);
  const range = useAtom(store.$range);
  const selection = useAtom(store.$selection);
  const ops = useAtom(store.$ops);
  const search = useAtom(store.$search);
  const [query, setQuery] = useState(search.text);
  const title = root.title ?? 'Audit trail';
  const options = AUDIT_RANGES.map((value) => ({
    value,
    label: root.rangeOptions?.[value] ?? value,
  }));

  return (
    <section aria-label={title} className="gh-w-widget">
      <div className="gh-w-toolbar">
        <SearchInput
          label={root.searchPlaceholder}
          placeholder={root.searchPlaceholder}
          value={query}
          onChange={(next) => {
            setQuery(next);
            store.search(next);
          }}
        />
        <Select
          label={root.rangeLabel ?? 'Time range'}
          options={options}
          value={range}
          onChange={(next) => {
            if (isRange(next)) store.setRange(next);
          }}
        />
      </div>
      <Table<AuditRow>
        label={title}
        rows={events}
        columns={columnsFrom<AuditRow>(root.columns).map((column) => ({
          ...column,
          sortable: false,
        }))}
        getRowId={(event) => event.id ?? ''}
        rowLabel={(event) => `${event.action ?? 'event'} at ${event.occurredFormatted}`}
        selectedIds={selection}
        onSelectionChange={store.select}
        loading={ops.search?.loading}
        emptyText={root.emptyText}
      />
    </section>
  );
}

/**
 * The audit widget (spec 000 §2): a search input, a time-range selector (default 'day') and
 * the events table. Nothing is loaded until the user searches or picks a range.
 */
export function AuditManagement(props: AuditManagementProps) {
  const host = useWidgetHost(AUDIT_WIDGET, props);
  return (
    <WidgetShell host={host} theme={props.theme}>
      {(store, layouts) => <Audit store={store} layouts={layouts} />}
    </WidgetShell>
  );
}
