import type { ReactNode } from 'react';
import { SearchInput } from '../kit';

/**
 * What names a widget's region: its title, by id; or, when the host's heading stands in for
 * the title (`hideTitle`), the title's words as its label.
 */
export const regionName = (title: string, titleId: string, hideTitle: boolean | undefined) =>
  hideTitle ? { 'aria-label': title } : { 'aria-labelledby': titleId };

export interface WidgetHeaderProps {
  title: string;
  /** The title's id, which names the widget's region. */
  titleId: string;
  /** The host's heading names the widget: no title is shown (see `regionName`). */
  hideTitle?: boolean;
  /** The search box's label and placeholder (the layout's search placeholder). */
  searchLabel: string;
  /** The search text: the store's, recorded as it is typed (the store debounces the search). */
  searchText: string;
  onSearch: (text: string) => void;
  /** The rest of the toolbar row, after the search: the filters and actions. */
  children: ReactNode;
}

/** A widget's header: its title, then one toolbar row (search first) that wraps on narrow screens. */
export function WidgetHeader({
  title,
  titleId,
  hideTitle,
  searchLabel,
  searchText,
  onSearch,
  children,
}: WidgetHeaderProps) {
  return (
    <div className="gh-w-header">
      {hideTitle ? null : (
        <h2 id={titleId} className="gh-w-title">
          {title}
        </h2>
      )}
      <div className="gh-w-bar">
        <SearchInput
          label={searchLabel}
          placeholder={searchLabel}
          value={searchText}
          onChange={onSearch}
        />
        {children}
      </div>
    </div>
  );
}
