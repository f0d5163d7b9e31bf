import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUTS } from '../../layout/defaults';
import type { LayoutColumn } from '../../layout/schema';
import { MAIN_COLUMNS_MAX, mainColumns } from './main-columns';

const col = (field: string, main?: boolean): LayoutColumn => ({ field, label: field, main });
const fields = (columns: readonly LayoutColumn[]) => mainColumns(columns).map((c) => c.field);

describe('mainColumns', () => {
  it("keeps the layout's main columns in its order, else its first three", () => {
    expect(fields([col('a'), col('b', true), col('c'), col('d', true)])).toEqual(['b', 'd']);
    expect(fields([col('a'), col('b'), col('c'), col('d')])).toEqual(['a', 'b', 'c']);
    expect(fields([])).toEqual([]);
  });

  it(`shows at most ${MAIN_COLUMNS_MAX} fields of a row`, () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((field) => col(field, true));
    expect(fields(many)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("marks each built-in table's main fields, the title first", () => {
    const root = <T extends keyof typeof DEFAULT_LAYOUTS>(type: T) =>
      (DEFAULT_LAYOUTS[type] as unknown as { root: { columns: LayoutColumn[] } }).root.columns;
    expect(fields(root('user-management-widget'))).toEqual([
      'name',
      'loginIds',
      'status',
      'roleNames',
    ]);
    expect(fields(root('role-management-widget'))).toEqual([
      'name',
      'description',
      'permissionNames',
    ]);
    expect(fields(root('access-key-management-widget'))).toEqual([
      'name',
      'status',
      'expireTimeFormatted',
      'roleNames',
    ]);
    expect(fields(root('audit-management-widget'))).toEqual([
      'occurredFormatted',
      'action',
      'actorId',
    ]);
  });
});
