import type { LayoutColumn, LayoutField } from '../../layout/schema';
import type { CustomAttribute } from '../../schemas';

// The project's custom attributes (spec 000 §2, §5): a table column and a form field for each
// one the server defines, typed by the provider's numbering (1 text, 2 number, 3 boolean). In
// the forms they are flat fields named `customAttributes.{name}`, rebuilt on submit.

export const ATTRIBUTE_PREFIX = 'customAttributes.';

const NUMBER = 2;
const BOOLEAN = 3;

const fieldName = (attribute: CustomAttribute) => `${ATTRIBUTE_PREFIX}${attribute.name}`;
const labelOf = (attribute: CustomAttribute) => attribute.displayName || attribute.name;

/**
 * The table's columns: the layout's own, without custom-attribute columns for attributes the
 * server does not define, then a column for each defined attribute the layout does not name.
 */
export function userColumns(
  columns: readonly LayoutColumn[],
  attributes: readonly CustomAttribute[],
): LayoutColumn[] {
  const defined = new Set(attributes.map(fieldName));
  const kept = columns.filter(
    (column) => !column.field.startsWith(ATTRIBUTE_PREFIX) || defined.has(column.field),
  );
  const named = new Set(kept.map((column) => column.field));
  const added = attributes
    .filter((attribute) => !named.has(fieldName(attribute)))
    .map((attribute) => ({ field: fieldName(attribute), label: labelOf(attribute), width: 160 }));
  return [...kept, ...added];
}

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
