import { useId } from 'react';
import type { FlowLogEntry } from './create';
import { DEBUGGER_SIZE } from './debugger-size';
import { partTexts } from './part-texts';

// The debugger overlay (`<Flow debug>`): the flow's logged errors and warnings, for developers.
// A chunk of its own with its own rules, so that apps never ship it to their users' first load.

const DEBUGGER_CSS = `
.gh-debugger {
  position: fixed; right: 16px; bottom: 16px; z-index: 2147483000;
  width: ${DEBUGGER_SIZE.width}px; height: ${DEBUGGER_SIZE.height}px;
  min-width: ${DEBUGGER_SIZE.minWidth}px; max-width: ${DEBUGGER_SIZE.maxWidth}px;
  resize: horizontal; overflow: auto; padding: var(--gh-space-2) var(--gh-space-3);
  background: var(--gh-color-surface); color: var(--gh-color-text);
  border: 1px solid var(--gh-color-border); border-radius: var(--gh-radius);
  font-size: var(--gh-text-sm); box-shadow: var(--gh-shadow-lg);
}
.gh-debugger-title { margin: 0 0 var(--gh-space-1); font-weight: var(--gh-weight-semibold); }
.gh-debugger ul { margin: 0; padding-left: var(--gh-space-4); }
.gh-debugger [data-level='error'] { color: var(--gh-color-error); }
`;

function detailText(detail: unknown): string | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const { code, description } = detail as { code?: unknown; description?: unknown };
  const parts = [code, description].filter((part) => typeof part === 'string' && part);
  return parts.length ? parts.join(': ') : undefined;
}

/** The debugger overlay: the flow's logged errors and warnings, for developers. */
export default function Debugger({
  log,
  locale,
}: {
  log: FlowLogEntry[];
  /** The flow's locale (the overlay is for developers, in the page's language all the same). */
  locale: string | undefined;
}) {
  const texts = partTexts(locale);
  const titleId = useId();
  return (
    <>
      <style>{DEBUGGER_CSS}</style>
      <section className="gh-debugger" aria-labelledby={titleId}>
        <p id={titleId} className="gh-debugger-title">
          {texts('debugger')}
        </p>
        {log.length === 0 ? (
          <p className="gh-caption">{texts('noErrors')}</p>
        ) : (
          <ul>
            {log.map((entry, index) => {
              const detail = detailText(entry.detail);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the log only grows at its end
                <li key={index} data-level={entry.level}>
                  <strong>{entry.level}</strong>: {entry.message}
                  {detail ? ` (${detail})` : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </>
  );
}
