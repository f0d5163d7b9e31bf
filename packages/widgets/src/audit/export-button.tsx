import { AUDIT_TEXTS, type AuditStore, onDemand } from '@gatehouse/core';
import { type ComponentType, useState } from 'react';
import { Button } from '../kit';
import { useSection, useWidgetLocale } from '../shared/texts';

// The audit's Export CSV button: the only part of the export a first load holds. A click
// loads the rest (export-panel.tsx, and core's exporter with it) and starts the export.

const panel = onDemand('the audit export view', () => import('./export-panel'));

type ExportStore = Pick<AuditStore, 'exporter'>;

/**
 * Export the current search as CSV (core's exporter: every page, the file named after the
 * range); its progress, Cancel and outcome show below the bar once the click loaded them.
 */
export function ExportButton({ store }: { store: ExportStore }) {
  const t = useSection(AUDIT_TEXTS, useWidgetLocale().tag);
  const [Panel, show] = useState<ComponentType<{ store: ExportStore }>>();
  return (
    <>
      <Button
        onClick={() =>
          void panel().then((part) => {
            show(() => part.ExportPanel);
            part.startExport(store);
          })
        }
      >
        {t?.('exportCsv')}
      </Button>
      {Panel ? <Panel store={store} /> : null}
    </>
  );
}
