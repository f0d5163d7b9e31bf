import {
  AUDIT_TEXTS,
  type AuditStore,
  type LoadFailed,
  onDemand,
  withMessage,
} from '@gatehouse/core';
import { type ComponentType, useState } from 'react';
import { Button } from '../kit';
import { useSection, useWidgetLocale, useWidgetTexts } from '../shared/texts';

// The audit's Export CSV button: the only part of the export a first load holds. A click
// loads the rest (export-panel.tsx, and core's exporter with it) and starts the export.

const panel = onDemand('the audit export view', () => import('./export-panel'));

type ExportStore = Pick<AuditStore, 'exporter'>;

/**
 * Export the current search as CSV (core's exporter: every page, the file named after the
 * range); its progress, Cancel and outcome show below the bar once the click loaded them. If
 * that code cannot be fetched, the bar says so (naming the part) and the next click asks again.
 */
export function ExportButton({ store }: { store: ExportStore }) {
  const t = useSection(AUDIT_TEXTS, useWidgetLocale().tag);
  const widget = useWidgetTexts();
  const [Panel, show] = useState<ComponentType<{ store: ExportStore }>>();
  const [failed, setFailed] = useState<LoadFailed>();
  return (
    <>
      <Button
        onClick={() =>
          void panel().then(
            (part) => {
              setFailed(undefined);
              show(() => part.ExportPanel);
              part.startExport(store);
            },
            (error: LoadFailed) => setFailed(error),
          )
        }
      >
        {t?.('exportCsv')}
      </Button>
      {failed ? (
        <p role="alert" className="gh-w-error">
          {withMessage(widget('unavailable'), failed.message, widget)}
        </p>
      ) : null}
      {Panel ? <Panel store={store} /> : null}
    </>
  );
}
