import { describe, expect, it } from 'vitest';
import type { CustomAttribute } from '../../schemas';
import { userColumns } from './attributes';

const ATTRIBUTES: CustomAttribute[] = [
  { name: 'department', displayName: 'Department', type: 1, editable: true },
  { name: 'badge', type: 2, editable: false },
  { name: 'vip', displayName: 'VIP', type: 3, editable: true },
];

describe('custom attributes', () => {
  it('drops columns of attributes the server does not define, and adds the defined ones', () => {
    const columns = userColumns(
      [
        { field: 'name', label: 'Name' },
        { field: 'customAttributes.gone', label: 'Gone' },
        { field: 'customAttributes.vip', label: 'Very important' },
      ],
      ATTRIBUTES,
    );
    expect(columns.map((c) => [c.field, c.label])).toEqual([
      ['name', 'Name'],
      ['customAttributes.vip', 'Very important'],
      ['customAttributes.department', 'Department'],
      ['customAttributes.badge', 'badge'],
    ]);
  });
});
