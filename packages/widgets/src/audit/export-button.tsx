import { AUDIT_TEXTS, type AuditStore, onDemand } from '@gatehouse/core';
import { Button } from '../kit';
import { useLazyModule } from '../shared/lazy-module';
import { useSection, useWidgetLocale } from '../shared/texts';
import { useAtom } from '../shared/use-atom';

// The audit's Export CSV button, up front; what an export shows once started (its progress,
// Cancel, how it ended) is a part of its own, loaded with the export.

const panel = onDemand('the audit export view', () => import('./export-panel'));

type ExportStore = Pick<AuditStore, '$export' | 'exportCsv' | 'cancelExport'>;

/** Export the current search as CSV (core's `exportCsv`: every page, named after the range). */
export function ExportButton({ store }: { store: ExportStore }) {
  const t = useSection(AUDIT_TEXTS, useWidgetLocale().tag);
  const running = useAtom(store.$export).status === 'running';
  return (
    <Button aria-busy={running || undefined} onClick={() => void store.exportCsv()}>
      {t?.('exportCsv')}
    </Button>
  );
}

/** The export's progress or outcome, above the table, once an export was asked for. */
export function ExportStatus({ store }: { store: ExportStore }) {
  const state = useAtom(store.$export);
  const { module } = useLazyModule(panel, state.status !== 'idle');
  return module ? <module.ExportPanel store={store} state={state} /> : null;
}
