import type { LayoutColumn } from '../../layout/schema';
import type { CustomAttribute } from '../../schemas';

// The project's custom attributes (spec 000 §2, §5) as table columns: one for each the server
// defines, named `customAttributes.{name}` as its form field is (attribute-fields.ts, which
// loads with the forms).

export const ATTRIBUTE_PREFIX = 'customAttributes.';

/** An attribute's column field and form field name. */
export const fieldName = (attribute: CustomAttribute) => `${ATTRIBUTE_PREFIX}${attribute.name}`;
/** What its column and its field are labelled. */
export const labelOf = (attribute: CustomAttribute) => attribute.displayName || attribute.name;

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
