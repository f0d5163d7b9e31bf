import type { Messages } from '../message';

/** The widgets' UI kit: the table, the search box, the multi-select and the toasts. */
export const KIT_EN = {
  loading: 'Loading…',
  noResults: 'No results',
  search: 'Search',
  clearSearch: 'Clear search',
  notifications: 'Notifications',
  dismiss: 'Dismiss',
  /** A multi-select's chosen options, and the button that removes one. */
  selected: 'Selected',
  remove: 'Remove {label}',
  filterOptions: 'Filter options',
  noMatches: 'No matches',
  /** A table's cut edges: the buttons that scroll to the columns beyond. */
  moreColumns: 'More columns',
  previousColumns: 'Previous columns',
  /** What the end edge's button says: its label, then the columns beyond. */
  moreColumnsNamed: '{label}: {columns}',
  selectAll: 'Select all rows',
  selectRow: 'Select row {index}',
  selectNamed: 'Select {name}',
  row: 'Row {index}',
  unselectable: '{name} cannot be selected: {reason}',
} satisfies Messages;
