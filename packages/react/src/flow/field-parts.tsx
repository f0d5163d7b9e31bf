import type { ComponentType } from 'react';
import { onDemand, type ScreenState } from './create';
import type { FieldName } from './field-names';
import type { FieldProps } from './field-shell';
import { suspendUntil } from './suspend';

// The fields' chunk (screen-fields.ts), loaded by core's one rule (`onDemand`) from the screen
// parts' chunk, which every screen needs first: the code the fields share with the text and
// email fields (field-shell.tsx) is then in that chunk, not in a third one.

type FieldPart = ComponentType<FieldProps>;
export interface FieldParts {
  passcode: FieldPart;
  password: FieldPart;
  phone: FieldPart;
  checkbox: FieldPart;
  select: FieldPart;
  totp: ComponentType<{ totp: ScreenState['totp']; locale: string | undefined }>;
}

export const fieldParts = onDemand('the screen fields', () => import('./screen-fields'));

const suspending: Partial<FieldParts> = {};

/** A field's component: the loaded one, else one that suspends until it has loaded. */
export function fieldPartOf<Name extends FieldName>(name: Name): FieldParts[Name] {
  const loaded: FieldParts[Name] | undefined = fieldParts.loaded()?.[name];
  if (loaded) return loaded;
  suspending[name] ??= suspendUntil(() => fieldParts().then((parts: FieldParts) => parts[name]));
  return suspending[name] as FieldParts[Name];
}
