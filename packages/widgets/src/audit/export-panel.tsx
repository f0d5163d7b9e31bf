import {
  AUDIT_EXPORT_TEXTS,
  type AuditExportState,
  type AuditStore,
  exporterOf,
} from '@gatehouse/core';
import { CheckIcon, WarningIcon } from '@gatehouse/react/design';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../kit';
import { useSection, useWidgetLocale } from '../shared/texts';
import { useAtom } from '../shared/use-atom';

// What an export shows once started, loaded with it (never with the widget), core's exporter
// with it (`exporterOf`, which the store hands its search and range to): a progress bar
// and Cancel while it runs, then how it ended (saved, cancelled, failed with Export again),
// each dismissable. Its words and its figures are core's; this only lays them out.

const EXPORT_CSS = `
.gh-w-export{flex:1 1 100%;display:flex;flex-wrap:wrap;align-items:center;gap:var(--gh-space-2) var(--gh-space-3);padding:var(--gh-space-2) var(--gh-space-3);border:1px solid var(--gh-color-divider);border-radius:var(--gh-radius-md);background:var(--gh-color-subtle);font-size:var(--gh-text-sm)}
.gh-w-export>p{margin:0;flex:1 1 14rem;min-width:0;overflow-wrap:anywhere}
.gh-w-export>svg{color:var(--gh-color-success)}
.gh-w-export[data-status='failed']{border-color:var(--gh-color-danger)}
.gh-w-export[data-status='failed']>svg{color:var(--gh-color-danger)}
.gh-w-export progress{flex:1 1 10rem;min-width:6rem;height:8px;accent-color:var(--gh-color-primary)}
`;

type ExportStore = Pick<AuditStore, 'exporter'>;

/** Start the store's export (or join the one running). */
export const startExport = (store: ExportStore) => store.exporter(exporterOf).start();

/** The export's progress and outcome, on a row of its own below the widget's bar. */
export function ExportPanel({ store }: { store: ExportStore }) {
  const t = useSection(AUDIT_EXPORT_TEXTS, useWidgetLocale().tag);
  const exporter = store.exporter(exporterOf);
  const state = useAtom(exporter.$state);
  const [dismissed, setDismissed] = useState<AuditExportState>();
  const box = useRef<HTMLDivElement>(null);
  const running = state.status === 'running';
  // Cancel takes focus as the export starts; when it ends, focus stays in the panel (its
  // first button) rather than falling to the page with the Cancel button gone.
  useEffect(() => {
    const root = box.current?.getRootNode() as Document | ShadowRoot | undefined;
    const inside = box.current?.contains(root?.activeElement ?? null);
    if (running || inside) box.current?.querySelector('button')?.focus();
  }, [running]);
  if (state.status === 'idle' || !t || dismissed === state) return null;
  return (
    <div ref={box} className="gh-w-export" data-status={state.status}>
      <style>{EXPORT_CSS}</style>
      {state.status === 'done' ? <CheckIcon /> : state.status === 'failed' ? <WarningIcon /> : null}
      {running ? (
        <progress
          aria-label={t('progressLabel')}
          max={state.total ?? 1}
          value={state.total === undefined ? undefined : state.done}
        />
      ) : null}
      <p role={state.status === 'failed' ? 'alert' : 'status'}>{state.text}</p>
      {running ? (
        <Button onClick={exporter.cancel}>{t('cancel')}</Button>
      ) : (
        <>
          {state.status === 'failed' ? (
            <Button onClick={() => void exporter.start()}>{t('retry')}</Button>
          ) : null}
          <Button onClick={() => setDismissed(state)}>{t('dismiss')}</Button>
        </>
      )}
    </div>
  );
}
