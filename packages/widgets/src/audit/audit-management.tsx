import {
  AUDIT_RANGE_KEYS,
  type AuditRange,
  type AuditRow,
  type AuditStore,
  createAuditStore,
} from '@gatehouse/core';
import { Select } from '../kit';
import { type AdminViewProps, QuietAdminWidget } from '../shared/admin-widget';
import { ListWidgetView } from '../shared/list-widget-view';
import { useWidgetLocale } from '../shared/texts';
import { useAtom } from '../shared/use-atom';
import type { WidgetProps } from '../shared/use-widget-store';
import { ExportButton } from './export-button';

export type AuditManagementProps = WidgetProps;

const isRange = (value: string): value is AuditRange =>
  (AUDIT_RANGE_KEYS as readonly string[]).includes(value);
const eventId = (event: AuditRow) => event.id ?? '';
const eventLabel = (event: AuditRow) => `${event.action ?? 'event'} at ${event.occurredFormatted}`;

function Audit(view: AdminViewProps<'audit-management-widget', AuditStore>) {
  const { store, pages } = view;
  const { root } = pages;
  const range = useAtom(store.$range);
  const emptyText = useAtom(store.$emptyText);
  const locale = useWidgetLocale();
  const t = locale.texts;
  const options = AUDIT_RANGE_KEYS.map((value) => ({
    value,
    label: root.rangeOptions?.[value] ?? value,
  }));

  return (
    <ListWidgetView<AuditRow>
      {...view}
      titleKey="title.audit"
      emptyText={emptyText}
      filters={
        <>
          <Select
            label={root.rangeLabel ?? t('range')}
            options={options}
            value={range}
            onChange={(next) => {
              if (isRange(next)) store.setRange(next);
            }}
          />
          <ExportButton store={store} />
        </>
      }
      getRowId={eventId}
      rowLabel={eventLabel}
    />
  );
}

/**
 * The audit widget (spec 000 §2): a search input, a time-range selector (default 'day'), Export
 * CSV (the current search, every page, loaded on demand) and the events table, which shows the selected range as soon as the widget opens. It renders
 * the headless store of `@gatehouse/core`.
 */
export function AuditManagement(props: AuditManagementProps) {
  return (
    <QuietAdminWidget
      kind="audit-management-widget"
      props={props}
      create={createAuditStore}
      View={Audit}
    />
  );
}
