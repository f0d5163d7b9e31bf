import * as z from 'zod/mini';
import { localizedNames } from '../i18n/file-names';
import { anyRecord, recordOf } from '../schemas/common';

/**
 * A start condition (the provider's shape). The first condition that holds picks the start
 * screen: `met.screenId` is shown first and `met.interactionId` goes to flow start as
 * `conditionInteractionId`. `unmet` is accepted for compatibility and not used.
 *
 * | key                | operators                               | holds when                      |
 * | ------------------ | --------------------------------------- | ------------------------------- |
 * | `lastAuth.loginId` | `not-empty`, `is-empty` (or `empty`)    | a last login id is remembered   |
 * | `idpInitiated`     | `is-true`, `is-false`                   | the URL carries an IdP `code`   |
 * | `externalToken`    | `not-empty`/`is-true`, `is-empty`/`is-false` | the URL carries a token `t` |
 * | `abTestingKey`     | `greater-than`, `less-than` + `predicate` (number) | the A/B id compares  |
 * | `ELSE`             | (none)                                  | always                          |
 */
/** `componentsConfig`: attributes by element name (see flow/state/components-config.ts). */
const ComponentsConfig = z.optional(anyRecord);

export const ConditionResult = z.looseObject({
  interactionId: z.optional(z.string()),
  screenId: z.optional(z.string()),
  /** Merged over the flow's componentsConfig when this condition picks the start. */
  componentsConfig: ComponentsConfig,
});
export const Condition = z.looseObject({
  key: z.string(),
  operator: z.optional(z.string()),
  predicate: z.optional(z.union([z.number(), z.string()])),
  met: ConditionResult,
  unmet: z.optional(ConditionResult),
});
export type Condition = z.infer<typeof Condition>;

/**
 * A flow of config.json (provider-content §1.3). Fields Gatehouse does not use (clientScripts,
 * sdkScripts, ...) are kept by the loose object and ignored.
 */
export const FlowConfig = z.looseObject({
  /** Sent on start (`flowVersions`) and on every next (`version`); 0 when absent (`withVersion`). */
  version: z.optional(z.number()),
  startScreenId: z.optional(z.string()),
  conditions: z.optional(z.array(Condition)),
  /** The provider's single-condition form, read as a list of one. */
  condition: z.optional(Condition),
  /** Attributes set on the flow's screens' components, under each screen's own. */
  componentsConfig: ComponentsConfig,
  fingerprintEnabled: z.optional(z.boolean()),
  fingerprintKey: z.optional(z.string()),
  targetLocales: z.optional(z.array(z.string())),
});
export type FlowConfig = z.infer<typeof FlowConfig>;

/** A widget of config.json: the locales its pages exist in. */
export const WidgetConfig = z.looseObject({
  targetLocales: z.optional(z.array(z.string())),
});
export type WidgetConfig = z.infer<typeof WidgetConfig>;

/**
 * `config.json` in the provider's shape (provider-content §1.3): the project's flows and
 * widgets, the UI components version (sent with every flow start and next) and the legacy
 * fonts per theme (`cssTemplate`). Unknown fields are ignored.
 */
export const ProjectConfig = z.looseObject({
  flows: recordOf(FlowConfig),
  widgets: z.optional(recordOf(WidgetConfig)),
  componentsVersion: z.optional(z.string()),
  styles: z.optional(z.unknown()),
  cssTemplate: z.optional(z.unknown()),
});
export type ProjectConfig = z.infer<typeof ProjectConfig>;

/**
 * The screen file names to try, by the provider's rule (`localizedNames`): the localized one
 * when the flow targets the locale (an explicit locale, so `fr-CA` does not find `fr`), then
 * the plain one.
 */
export const screenFiles = (screenId: string, flow: FlowConfig, locale?: string): string[] =>
  localizedNames(`${encodeURIComponent(screenId)}.html`, locale, flow.targetLocales);

/** A flow of config.json with its version, 0 when it has none (as the provider sends it). */
export const withVersion = (flow: FlowConfig): FlowConfig & { version: number } => ({
  ...flow,
  version: flow.version ?? 0,
});

/** The flow's start conditions: its list, or its single `condition` as a list of one. */
export const conditionsOf = (flow: FlowConfig): Condition[] | undefined =>
  flow.conditions ?? (flow.condition ? [flow.condition] : undefined);
