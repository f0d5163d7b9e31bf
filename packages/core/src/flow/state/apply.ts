import type { Screen } from '../nodes';
import type { ScreenState } from '../types';
import { applyComponentsState } from './components-state';
import { applyErrorText } from './error-text';
import { applyFormOption } from './form-option';
import { applyPlaceholders, type LastAuth, placeholderValues } from './placeholders';
import { type FormOption, formOptionValues } from './prefill';
import { componentsConfigSources } from './sources';

export { needsConfigure } from './sources';

/** componentsConfig's step (`configureScreen` of components-config.ts, a chunk of its own). */
export type Configure = (screen: Screen, sources: readonly unknown[]) => Screen;

/** What a screen's state is applied with, besides the state itself. */
export interface ScreenStateContext {
  /** `componentsConfig` of the flow's config and of its start condition, in that order. */
  componentsConfig?: readonly unknown[];
  /** The page's `form` option. */
  form?: FormOption;
  /** The remembered user, for `{{lastAuth.loginId}}` and `{{lastAuth.name}}`. */
  lastAuth?: LastAuth;
  /**
   * The componentsConfig step, loaded on demand by the engine when a source has a config
   * (`needsConfigure`): most flows have none, so its code is not in what every flow loads.
   */
  configure?: Configure;
}

/**
 * The screen as shown: the document with its screen state applied, in the provider's order
 * (the web component's, before it mounts a screen): the `form` option's disabled inputs,
 * `{{path}}` placeholders, `componentsConfig` (the flow's, the condition's, the state's),
 * the error text, then `componentsState`. Placeholders come before the error text, so an
 * error that quotes what a user typed shows it as typed. Every step is a pure function over
 * the screen; the document itself is never changed, so the same document can be shown again
 * with another state (a refused submit).
 */
export type ApplyScreenState = typeof applyScreenState;

export function applyScreenState(
  document: Screen,
  state: ScreenState | undefined,
  context: ScreenStateContext = {},
): Screen {
  const values = placeholderValues(state ?? {}, context.lastAuth, formOptionValues(context.form));
  let screen = applyFormOption(document, context.form);
  screen = applyPlaceholders(screen, values);
  if (context.configure)
    screen = context.configure(screen, componentsConfigSources(state, context.componentsConfig));
  screen = applyErrorText(screen, state?.errorText);
  return applyComponentsState(screen, state?.componentsState);
}
