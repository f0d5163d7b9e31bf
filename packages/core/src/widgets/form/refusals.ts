import type { GatehouseError } from '../../http/errors';
import type { FormErrors } from './store';

/**
 * A server's refusal that is about one field of a form: the answer's HTTP status (and the
 * provider's error code, where one is known), the field it is about, and what to say there.
 */
export interface FieldRefusal {
  status: number;
  code?: string;
  field: string;
  message: string;
}

/**
 * The field errors of a server's refusal, by the form's rules: empty when the refusal is about
 * no field (the failure notice alone reports it then).
 */
export function refusedFields(error: GatehouseError, rules: readonly FieldRefusal[]): FormErrors {
  if (error.kind !== 'http') return {};
  const rule = rules.find(
    (each) => each.status === error.status && (each.code === undefined || each.code === error.code),
  );
  return rule ? { [rule.field]: rule.message } : {};
}
