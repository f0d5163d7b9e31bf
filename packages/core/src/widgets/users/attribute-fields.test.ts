import { describe, expect, it } from 'vitest';
import type { CustomAttribute } from '../../schemas';
import { attributesFrom, attributeValues } from './attribute-fields';

const ATTRIBUTES: CustomAttribute[] = [
  { name: 'department', displayName: 'Department', type: 1, editable: true },
  { name: 'badge', type: 2, editable: false },
  { name: 'vip', displayName: 'VIP', type: 3, editable: true },
];

describe('custom attribute fields', () => {
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
