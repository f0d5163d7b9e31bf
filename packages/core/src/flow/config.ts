import * as z from 'zod/mini';
import { recordOf } from '../schemas/common';
import { CONTENT_FOLDER } from './constants';

// `/* @__PURE__ */` marks each schema call as free of side effects, so bundlers drop the
// schemas from apps that import only createClient (scripts/size.mjs checks the budget).

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
export const ConditionResult = /* @__PURE__ */ z.looseObject({
  interactionId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  screenId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
});
export const Condition = /* @__PURE__ */ z.looseObject({
  key: /* @__PURE__ */ z.string(),
  operator: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  predicate: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.union([/* @__PURE__ */ z.number(), /* @__PURE__ */ z.string()]),
  ),
  met: ConditionResult,
  unmet: /* @__PURE__ */ z.optional(ConditionResult),
});
export type Condition = z.infer<typeof Condition>;

export const FlowConfig = /* @__PURE__ */ z.looseObject({
  version: /* @__PURE__ */ z.number(),
  startScreenId: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  conditions: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(Condition)),
  fingerprintEnabled: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  fingerprintKey: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  targetLocales: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(/* @__PURE__ */ z.string())),
});
export type FlowConfig = z.infer<typeof FlowConfig>;

/** `config.json`: the project's flows, the UI components version and fonts per theme. */
export const ProjectConfig = /* @__PURE__ */ z.looseObject({
  flows: /* @__PURE__ */ recordOf(FlowConfig),
  componentsVersion: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
  cssTemplate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.unknown()),
});
export type ProjectConfig = z.infer<typeof ProjectConfig>;

export const contentUrl = (base: string, projectId: string, file: string) =>
  `${base.replace(/\/+$/, '')}/pages/${encodeURIComponent(projectId)}/${CONTENT_FOLDER}/${file}`;

/**
 * The screen file names to try: the localized one when the flow targets the locale (the tag
 * as given, else its language: `fr-CA` finds a flow's `fr`), then the plain one.
 */
export function screenFiles(screenId: string, flow: FlowConfig, locale?: string): string[] {
  const plain = `${encodeURIComponent(screenId)}.html`;
  const wanted = locale?.trim().toLowerCase().replaceAll('_', '-');
  if (!wanted) return [plain];
  const targets = (flow.targetLocales ?? []).map((l) => l.toLowerCase());
  const targeted = [wanted, wanted.split('-')[0]].find((tag) => tag && targets.includes(tag));
  return targeted
    ? [`${encodeURIComponent(screenId)}-${encodeURIComponent(targeted)}.html`, plain]
    : [plain];
}
