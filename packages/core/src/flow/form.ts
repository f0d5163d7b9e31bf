import type { InputNode, Screen } from './nodes';
import { isCompleteCode } from './passcode';
import type { ScreenState } from './screen-state';
import { type FormOption, prefillValues } from './state/prefill';
import { inputsOf } from './walk';

/**
 * The values a user is typing into the current screen, owned by the engine so that every
 * renderer (React, the custom element, a vanilla page) shows the same thing and none of them
 * re-implements the rules: values per screen, errors, the in-flight guard, focus requests.
 */
export interface FlowForm {
  /** The screen these values belong to; another screen id starts a fresh form. */
  screenId?: string;
  values: Record<string, unknown>;
  /** Messages for invalid inputs, by input name (from validation before a submit). */
  errors: Record<string, string>;
  /** A submit is on its way: presses are ignored until it settles. */
  submitting: boolean;
  /**
   * The interaction being submitted while `submitting`: the button pressed (or the input that
   * submitted itself), so a renderer can show progress on that control and not on the others.
   */
  pressed?: string;
  /**
   * Where a renderer should move focus, when `seq` changes: the first invalid input after a
   * refused press, the passcode after a wrong code. Core cannot touch the DOM, so it asks.
   */
  focus?: { name: string; seq: number };
}

export const emptyForm = (): FlowForm => ({ values: {}, errors: {}, submitting: false });

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * The values a screen starts with: a hidden input's own value; else the prefilled one (the
 * page's `form` option, the state's `form`, then its `inputs`: see state/prefill.ts); else
 * the node's `value`.
 */
export function initialValues(
  screen: Screen,
  state: ScreenState | undefined,
  formOption?: FormOption,
): Record<string, unknown> {
  const form = prefillValues(state, formOption);
  const values: Record<string, unknown> = {};
  for (const input of inputsOf(screen)) {
    const fromForm = form[input.name];
    const given =
      input.inputType === 'hidden' && input.value !== undefined
        ? input.value
        : isScalar(fromForm)
          ? fromForm
          : input.value;
    if (input.inputType === 'checkbox') values[input.name] = given === true || given === 'true';
    else if (given !== undefined) values[input.name] = String(given);
  }
  return values;
}

/**
 * Spec 001 §5: an auto-submit passcode submits when it becomes valid, once per complete
 * code. Only the change from incomplete to complete counts, so editing a digit of a full
 * code, or a re-render, never submits again.
 */
export const completesCode = (node: InputNode, before: unknown, after: unknown): boolean =>
  node.inputType === 'passcode' &&
  !!node.autoSubmit &&
  !isCompleteCode(node, before) &&
  isCompleteCode(node, after);

/** The passcode inputs of a screen: a wrong code empties them for the next try. */
export const passcodesOf = (screen: Screen | undefined): InputNode[] =>
  inputsOf(screen).filter((node) => node.inputType === 'passcode');

/** The input that offers passkeys: the first whose autocomplete tokens include `webauthn`. */
export const autofillInputOf = (screen: Screen | undefined): InputNode | undefined =>
  inputsOf(screen).find((node) => /(^|\s)webauthn(\s|$)/i.test(node.autoComplete ?? ''));

/** An input's interaction id, when it submits by itself: its id, else its name. */
export const inputInteraction = (node: InputNode): string => node.id ?? node.name;

/**
 * What a press submits: the typed values of the inputs the screen shows (an input the screen
 * state hid since is not sent), and the hidden inputs' own values, which a renderer cannot change.
 */
export function submittedValues(
  screen: Screen,
  values: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const input of inputsOf(screen)) {
    if (input.inputType === 'hidden') {
      if (input.value !== undefined) out[input.name] = input.value;
    } else if (Object.hasOwn(values, input.name)) {
      out[input.name] = values[input.name];
    }
  }
  return out;
}

/** Whether a user can change an input: shown, not disabled, not read-only, not hidden. */
export const editable = (node: InputNode): boolean =>
  node.inputType !== 'hidden' && !node.disabled && !node.readOnly;
