import type { ReactNode } from 'react';
import { SearchInput } from '../kit';

export interface WidgetHeaderProps {
  title: string;
  /** The title's id, which names the widget's region. */
  titleId: string;
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
  searchLabel,
  searchText,
  onSearch,
  children,
}: WidgetHeaderProps) {
  return (
    <div className="gh-w-header">
      <h2 id={titleId} className="gh-w-title">
        {title}
      </h2>
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
