import { describe, expect, it } from 'vitest';
import { requiredMessage } from './required';

describe('requiredMessage', () => {
  it('names the field, and says "this field" for one without a label', () => {
    expect(requiredMessage('Login id')).toBe('Login id is required');
    expect(requiredMessage(' Name ')).toBe('Name is required');
    expect(requiredMessage('')).toBe('This field is required');
    expect(requiredMessage()).toBe('This field is required');
  });
});
