import type { ReactNode } from 'react';

export interface WidgetHeaderProps {
  title: string;
  /** The title's id, which names the widget's region. */
  titleId: string;
  /** The toolbar row: the search first, then the filters and actions. */
  children: ReactNode;
}

/** A widget's header: its title, then one toolbar row that wraps on narrow screens. */
export function WidgetHeader({ title, titleId, children }: WidgetHeaderProps) {
  return (
    <div className="gh-w-header">
      <h2 id={titleId} className="gh-w-title">
        {title}
      </h2>
      <div className="gh-w-bar">{children}</div>
    </div>
  );
}
