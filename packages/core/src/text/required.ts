/**
 * The one message of a required field left empty, in every form: the widgets' layout forms,
 * their stores' own checks and the flow screens (issue 24 found three wordings). It names the
 * field, so it reads the same under the field and in an error a store returns; a field with
 * no label gets the generic sentence. A required checkbox keeps its own words (it asks for
 * consent, not a value).
 */
export function requiredMessage(label?: string): string {
  const name = label?.trim();
  return name ? `${name} is required` : 'This field is required';
}
