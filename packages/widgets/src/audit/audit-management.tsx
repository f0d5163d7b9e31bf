import {
  AUDIT_RANGE_KEYS,
  type AuditRange,
  type AuditRow,
  type AuditStore,
  createAuditStore,
  type PagesOf,
} from '@gatehouse/core';
import { useId, useState } from 'react';
import { Select } from '../kit';
import { columnsFrom, sortState } from '../shared/columns';
import { regionName, WidgetHeader } from '../shared/header';
import { ListView } from '../shared/list-view';
import { WidgetShell } from '../shared/shell';
import { useWidgetLocale } from '../shared/texts';
import { useAtom } from '../shared/use-atom';
import { useWidgetStore, type WidgetProps } from '../shared/use-widget-store';

export type AuditManagementProps = WidgetProps;

const isRange = (value: string): value is AuditRange =>
  (AUDIT_RANGE_KEYS as readonly string[]).includes(value);
const eventId = (event: AuditRow) => event.id ?? '';
const eventLabel = (event: AuditRow) => `${event.action ?? 'event'} at ${event.occurredFormatted}`;

function Audit({
  store,
  pages,
  hideTitle,
}: {
  hideTitle: boolean | undefined;
  store: AuditStore;
  pages: PagesOf<'audit-management-widget'>;
}) {
  const { root } = pages;
  const events = useAtom(store.$events);
  const range = useAtom(store.$range);
  const selection = useAtom(store.$selection);
  const status = useAtom(store.$status);
  const error = useAtom(store.$error);
  const truncated = useAtom(store.$truncated);
  const search = useAtom(store.$search);
  const emptyText = useAtom(store.$emptyText);
  const locale = useWidgetLocale();
  const t = locale.texts;
  const [columns] = useState(() => columnsFrom<AuditRow>(root.columns, locale));
  const title = root.title ?? t('title.audit');
  const titleId = useId();
  const options = AUDIT_RANGE_KEYS.map((value) => ({
    value,
    label: root.rangeOptions?.[value] ?? value,
  }));

  return (
    <section {...regionName(title, titleId, hideTitle)} className="gh-w-widget">
      <WidgetHeader
        title={title}
        titleId={titleId}
        hideTitle={hideTitle}
        searchLabel={root.searchPlaceholder}
        searchText={search.text}
        onSearch={store.search}
      >
        <Select
          label={root.rangeLabel ?? t('range')}
          options={options}
          value={range}
          onChange={(next) => {
            if (isRange(next)) store.setRange(next);
          }}
        />
      </WidgetHeader>
      <ListView<AuditRow>
        status={status}
        error={error}
        truncated={truncated}
        onRetry={() => void store.searchNow()}
        label={title}
        rows={events}
        columns={columns}
        getRowId={eventId}
        rowLabel={eventLabel}
        selectedIds={selection}
        onSelectionChange={store.select}
        sort={sortState(search)}
        onSort={(field, direction) => void store.sort(field, direction)}
        emptyText={emptyText}
      />
    </section>
  );
}

/**
 * The audit widget (spec 000 §2): a search input, a time-range selector (default 'day') and
 * the events table, which shows the selected range as soon as the widget opens. It renders
 * the headless store of `@gatehouse/core`.
 */
export function AuditManagement(props: AuditManagementProps) {
  const host = useWidgetStore(createAuditStore, props);
  return (
    <WidgetShell<'audit-management-widget', AuditStore>
      host={host}
      theme={props.theme}
      locale={props.locale}
    >
      {(store, pages) => <Audit store={store} pages={pages} hideTitle={props.hideTitle} />}
    </WidgetShell>
  );
}
