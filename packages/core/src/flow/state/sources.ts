import type { ScreenState } from '../types';

/**
 * Where a screen's componentsConfig comes from: the flow's config and its start condition's
 * (`componentsConfig` of the context, in that order), then the screen state's own.
 */
export const componentsConfigSources = (
  state: ScreenState | undefined,
  componentsConfig: readonly unknown[] | undefined,
): unknown[] => [...(componentsConfig ?? []), state?.componentsConfig];

/**
 * Whether the screen's componentsConfig step has anything to do (its code is then needed). Its
 * own module: the engine asks it before a screen shows, while the rest of the screen state's
 * code (apply.ts) loads with the screen reader.
 */
export const needsConfigure = (
  state: ScreenState | undefined,
  context: { componentsConfig?: readonly unknown[] },
): boolean =>
  componentsConfigSources(state, context.componentsConfig).some(
    (source) => typeof source === 'object' && source !== null && Object.keys(source).length > 0,
  );
