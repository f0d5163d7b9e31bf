// The table's part (table-part.tsx): the kit's table with its cells made from the layout's
// columns (a date, a badge, a word: none shows before the table), and what is said under a
// cut list, which shows only with a table.
export { LayoutTable } from './columns';
export { ListCutNotice } from './list-cut';
