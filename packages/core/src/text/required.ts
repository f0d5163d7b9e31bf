import type { FORMS_EN } from '../i18n/forms/en';
import type { Texts } from '../i18n/texts';

/**
 * The one message of a required field left empty, in every form: the widgets' layout forms,
 * their stores' own checks and the flow screens (issue 24 found three wordings). It names the
 * field, so it reads the same under the field and in an error a store returns; a field with
 * no label gets the generic sentence. A required checkbox keeps its own words (it asks for
 * consent, not a value). The words are the catalogue's forms section, in the form's locale
 * (`FORM_TEXTS.en` for English): given, so that a page whose forms load on demand ships them
 * with its forms.
 */
export function requiredMessage(label: string | undefined, texts: Texts<typeof FORMS_EN>): string {
  const name = label?.trim();
  return name ? texts('required', { label: name }) : texts('requiredUnlabelled');
}
