import type { InputNode } from './create';

// The inputs whose field is a part of its own (screen-fields.ts): what parts.tsx names among a
// screen's parts and what fields.tsx draws through field-parts.tsx. A module of its own, so
// that neither imports the other.

export type FieldName = 'passcode' | 'password' | 'phone' | 'checkbox' | 'select' | 'totp';

const FIELDS: Record<FieldName, true> = {
  passcode: true,
  password: true,
  phone: true,
  checkbox: true,
  select: true,
  totp: true,
};

export const isFieldName = (name: string): name is FieldName => name in FIELDS;

/** The input types whose field is a part. */
export const isPartInput = (
  inputType: InputNode['inputType'],
): inputType is Exclude<FieldName, 'totp'> => isFieldName(inputType);
