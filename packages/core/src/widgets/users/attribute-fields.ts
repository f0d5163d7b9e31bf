import type { LayoutField } from '../../layout/schema';
import type { CustomAttribute } from '../../schemas';
import { fieldName, labelOf } from './attributes';

// The custom attributes in the user forms (spec 000 §5): a field for each one the server
// defines, typed by the provider's numbering (1 text, 2 number, 3 boolean), flat fields named
// `customAttributes.{name}` rebuilt on submit. With the forms, not with the table: a module
// the widget's entry shares with a part is kept whole in the entry.

const NUMBER = 2;
const BOOLEAN = 3;

/** A form field per defined attribute, typed by the attribute's type. */
export const attributeFields = (attributes: readonly CustomAttribute[]): LayoutField[] =>
  attributes.map((attribute) => ({
    name: fieldName(attribute),
    kind: attribute.type === BOOLEAN ? 'checkbox' : attribute.type === NUMBER ? 'number' : 'text',
    label: labelOf(attribute),
    ...(attribute.type !== BOOLEAN && { maxLength: 256 }),
  }));

/** The fields a form shows but may not change: attributes the server marks non-editable. */
export const lockedFields = (attributes: readonly CustomAttribute[]): Set<string> =>
  new Set(attributes.filter((attribute) => attribute.editable === false).map(fieldName));

/** A user's attribute values as form values; values of undefined attributes are dropped. */
export function attributeValues(
  attributes: readonly CustomAttribute[],
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  const form: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const value = values[attribute.name];
    form[fieldName(attribute)] =
      attribute.type === BOOLEAN
        ? value === true
        : value === undefined || value === null
          ? ''
          : String(value);
  }
  return form;
}

/**
 * The `customAttributes` to send, rebuilt from form values: the editable attributes only
 * (a tenant admin may not change the others), typed; an empty number clears its value.
 */
export function attributesFrom(
  attributes: readonly CustomAttribute[],
  form: Record<string, unknown>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const attribute of attributes) {
    if (attribute.editable === false) continue;
    const value = form[fieldName(attribute)];
    if (attribute.type === BOOLEAN) result[attribute.name] = value === true;
    else if (attribute.type === NUMBER) {
      const text = typeof value === 'string' ? value.trim() : '';
      result[attribute.name] = text === '' ? null : Number(text);
    } else result[attribute.name] = typeof value === 'string' ? value : '';
  }
  return result;
}
