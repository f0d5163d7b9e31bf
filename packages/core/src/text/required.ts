import type { FORMS_EN } from '../i18n/forms/en';
import { FORM_TEXTS } from '../i18n/sections';
import type { Texts } from '../i18n/texts';

/**
 * The one message of a required field left empty, in every form: the widgets' layout forms,
 * their stores' own checks and the flow screens (issue 24 found three wordings). It names the
 * field, so it reads the same under the field and in an error a store returns; a field with
 * no label gets the generic sentence. A required checkbox keeps its own words (it asks for
 * consent, not a value). The words are the catalogue's, in the form's locale.
 */
export function requiredMessage(
  label?: string,
  texts: Texts<typeof FORMS_EN> = FORM_TEXTS.en,
): string {
  const name = label?.trim();
  return name ? texts('required', { label: name }) : texts('requiredUnlabelled');
}
