// Placeholder bars in the shape of what is on its way, hidden from assistive technology: the
// status beside them says it in words.

/** The widget before it knows its layout: a title, a search box and a table. */
export function WidgetPlaceholder({ status }: { status: string | undefined }) {
  return (
    <div className="gh-w-loading" aria-busy="true">
      <Status text={status} />
      <span className="gh-w-skeleton" style={{ width: 140, height: 14 }} />
      <span className="gh-w-skeleton" style={{ width: '100%', maxWidth: 360, height: 32 }} />
      <Bar />
    </div>
  );
}

/** A table whose code is still on its way. */
export function TablePlaceholder({ status }: { status: string }) {
  return (
    <div className="gh-w-loading" aria-busy="true">
      <Status text={status} />
      <Bar />
    </div>
  );
}

const Bar = () => <span className="gh-w-skeleton" style={{ width: '100%', height: 160 }} />;

const Status = ({ text }: { text: string | undefined }) =>
  text ? (
    <p role="status" className="gh-w-sr">
      {text}
    </p>
  ) : null;
