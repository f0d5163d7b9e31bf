import { describe, expect, it } from 'vitest';
import { FORM_TEXTS } from '../i18n/sections';
import { requiredMessage as say } from './required';

const requiredMessage = (label?: string) => say(label, FORM_TEXTS.en);

describe('requiredMessage', () => {
  it('names the field, and says "this field" for one without a label', () => {
    expect(requiredMessage('Login id')).toBe('Login id is required');
    expect(requiredMessage(' Name ')).toBe('Name is required');
    expect(requiredMessage('')).toBe('This field is required');
    expect(requiredMessage()).toBe('This field is required');
  });
});
