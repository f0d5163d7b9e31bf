// The table's part (table-part.tsx): the kit's table and what is said under a cut list, which
// shows only with a table.
export { Table } from '../kit/table';
export { ListCutNotice } from './list-cut';
