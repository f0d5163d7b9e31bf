import type { Messages } from '../message';

/**
 * The field messages every form shares: the flow screens' and the widgets' layout forms.
 * One required message, naming the field (issue 24 found three wordings).
 */
export const FORMS_EN = {
  required: '{label} is required',
  /** A required field with no label. */
  requiredUnlabelled: 'This field is required',
  /** A required checkbox asks for consent, not a value. */
  checkbox: 'Please check this box to continue',
  minLength: {
    one: 'Please enter at least {count} character',
    other: 'Please enter at least {count} characters',
  },
  maxLength: {
    one: 'Please enter at most {count} character',
    other: 'Please enter at most {count} characters',
  },
  pattern: 'Please match the requested format',
  email: 'Please enter a valid email address',
  number: 'Please enter a number',
  min: 'Please enter {min} or more',
  max: 'Please enter {max} or less',
  option: 'Choose one of the options',
} satisfies Messages;
