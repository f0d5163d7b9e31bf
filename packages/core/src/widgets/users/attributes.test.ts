import { describe, expect, it } from 'vitest';
import type { CustomAttribute } from '../../schemas';
import { attributesFrom, attributeValues, userColumns } from './attributes';

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

  it('flattens values into the form and rebuilds the editable ones, typed', () => {
    const form = attributeValues(ATTRIBUTES, { department: 'IT', badge: 12, vip: true, ghost: 1 });
    expect(form).toEqual({
      'customAttributes.department': 'IT',
      'customAttributes.badge': '12',
      'customAttributes.vip': true,
    });
    expect(attributesFrom(ATTRIBUTES, { ...form, 'customAttributes.department': 'Ops' })).toEqual({
      department: 'Ops',
      vip: true,
    });
    const numbers: CustomAttribute[] = [{ name: 'n', type: 2, editable: true }];
    expect(attributesFrom(numbers, { 'customAttributes.n': ' 42 ' })).toEqual({ n: 42 });
    expect(attributesFrom(numbers, { 'customAttributes.n': '' })).toEqual({ n: null });
  });
});
