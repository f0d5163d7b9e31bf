import type { FLOW_EN } from '../i18n/flow/en';
import type { FORMS_EN } from '../i18n/forms/en';
import { FLOW_TEXTS, FORM_TEXTS } from '../i18n/sections';
import type { Texts } from '../i18n/texts';
import { requiredMessage } from '../text/required';
import { buttonTypeOf } from './button-type';
import type { ButtonNode, InputNode, Screen } from './nodes';
import { isCompleteCode, passcodeLength } from './passcode';
import { buttonsOf, inputsOf } from './walk';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+[1-9]\d{3,14}$/;

/**
 * The words of a screen's checks, in the flow's locale: the messages every form shares, and
 * the flow's own (a phone input is a country picker and a number, so its message speaks of
 * the two, not of a + and a code the picker already holds).
 */
export interface ValidationTexts {
  forms: Texts<typeof FORMS_EN>;
  flow: Texts<typeof FLOW_EN>;
}

/** English, built in (a function: a module-level object of them would stay in every app). */
export const englishValidation = (): ValidationTexts => ({
  forms: FORM_TEXTS.en,
  flow: FLOW_TEXTS.en,
});

function fullMatch(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    // A pattern the browser cannot compile cannot be enforced; the server still checks.
    return true;
  }
}

/** The message for one input's value, or undefined when it is valid. */
export function checkInput(
  node: InputNode,
  raw: unknown,
  { forms, flow }: ValidationTexts = englishValidation(),
): string | undefined {
  // A disabled control is barred from validation, as a browser's is (the provider's too).
  if (node.inputType === 'hidden' || node.disabled) return undefined;
  if (node.inputType === 'checkbox') {
    return node.required && raw !== true ? forms('checkbox') : undefined;
  }
  const value = raw === undefined || raw === null ? '' : String(raw);
  if (value === '') return node.required ? requiredMessage(node.label, forms) : undefined;
  if (node.minLength !== undefined && value.length < node.minLength) {
    return forms('minLength', { count: node.minLength });
  }
  if (node.maxLength !== undefined && value.length > node.maxLength) {
    return forms('maxLength', { count: node.maxLength });
  }
  if (node.inputType === 'email' && !EMAIL.test(value)) return forms('email');
  if (node.inputType === 'phone' && !PHONE.test(value)) return flow('phone');
  if (node.inputType === 'passcode') {
    if (!isCompleteCode(node, value)) return flow('passcode', { count: passcodeLength(node) });
  }
  if (node.pattern !== undefined && !fullMatch(node.pattern, value)) {
    return node.patternMessage ?? forms('pattern');
  }
  return undefined;
}

/**
 * Messages for the invalid inputs of a screen, by input name. A button marked noValidate
 * (found by its interaction id) skips validation altogether (spec 001 §5).
 */
export function validateScreen(
  screen: Screen | undefined,
  input: Record<string, unknown>,
  interactionId?: string,
  texts: ValidationTexts = englishValidation(),
): Record<string, string> {
  const invalid: Record<string, string> = {};
  if (interactionId !== undefined) {
    const button = buttonsOf(screen).find((b) => b.interactionId === interactionId);
    if (button?.noValidate) return invalid;
  }
  for (const node of inputsOf(screen)) {
    const message = checkInput(node, input[node.name], texts);
    if (message && !(node.name in invalid)) invalid[node.name] = message;
  }
  return invalid;
}

/**
 * The button Enter presses (spec 001 §5, as the provider's component decides it), by
 * interaction id:
 * 1. the screen's only button, unless it says `autoSubmit: false`;
 * 2. else the only button with `autoSubmit: true`;
 * 3. else the only button of type `button` (`buttonTypeOf`), unless it says
 *    `autoSubmit: false`; with two or more of them, none;
 * 4. with no button of type `button` at all, the only `sso` button, unless it says
 *    `autoSubmit: false`.
 */
export function enterButtonOf(screen: Screen | undefined): string | undefined {
  const buttons = buttonsOf(screen);
  const only = (list: ButtonNode[]) => (list.length === 1 ? list[0] : undefined);
  const unlessOff = (button: ButtonNode | undefined) =>
    button && button.autoSubmit !== false ? button.interactionId : undefined;
  if (buttons.length === 1) return unlessOff(buttons[0]);
  const auto = only(buttons.filter((button) => button.autoSubmit === true));
  if (auto) return auto.interactionId;
  const ofType = (type: string) => buttons.filter((button) => buttonTypeOf(button) === type);
  const plain = ofType('button');
  if (plain.length > 0) return unlessOff(only(plain));
  return unlessOff(only(ofType('sso')));
}

/** The values of the screen's hidden inputs, by name. */
export function hiddenValues(screen: Screen | undefined): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const node of inputsOf(screen)) {
    if (node.inputType === 'hidden' && node.value !== undefined) values[node.name] = node.value;
  }
  return values;
}
