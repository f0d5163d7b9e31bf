import { describe, expect, it } from 'vitest';
import { searchLocal } from './local-search';

interface Row {
  id: string;
  name: string;
  tags: string[];
}
const fields = (row: Row) => [row.name, row.tags];
const rows: Row[] = [
  { id: 'a', name: 'Ada Lovelace', tags: ['Math'] },
  { id: 'b', name: 'Grace Hopper', tags: ['Navy', 'COBOL'] },
];

describe('searchLocal', () => {
  it('finds rows by a case-blind "contains" over their text fields, lists walked', () => {
    const ids = (text: string) => searchLocal(rows, { text }, { text: fields }).map((r) => r.id);
    expect(ids('LOVE')).toEqual(['a']);
    expect(ids('cobol')).toEqual(['b']);
    expect(ids(' a ')).toEqual(['a', 'b']);
    // Only the text fields: the id is not one of them.
    expect(ids('b')).toEqual(['b']);
  });

  it('finds a row replaced by a changed copy by its new text, not its old', () => {
    const first = searchLocal(rows, { text: 'ada' }, { text: fields });
    expect(first).toHaveLength(1);
    const renamed = [{ ...rows[0], name: 'Augusta King' } as Row, rows[1] as Row];
    expect(searchLocal(renamed, { text: 'ada' }, { text: fields })).toEqual([]);
    expect(searchLocal(renamed, { text: 'augusta' }, { text: fields })).toHaveLength(1);
  });

  it('never matches across two fields, whatever the needle holds', () => {
    expect(searchLocal(rows, { text: 'hopper navy' }, { text: fields })).toEqual([]);
    expect(searchLocal(rows, { text: 'hopper\u0000navy' }, { text: fields })).toEqual([]);
    expect(searchLocal(rows, { text: 'navy' }, { text: fields })).toHaveLength(1);
  });

  it('searches every field when no text fields are given', () => {
    expect(searchLocal(rows, { text: 'b' }).map((r) => r.id)).toEqual(['b']);
  });
});
