import type { Condition } from './config';

export interface ConditionContext {
  loginId?: string;
  /** An identity provider's `code` in the URL (IdP-initiated sign-in). */
  idpInitiated: boolean;
  /** A token `t` in the URL. */
  token?: string;
  abTestingKey: number;
}

type Check = (ctx: ConditionContext, predicate: number) => boolean;

const CHECKS: Record<string, Record<string, Check>> = {
  'lastAuth.loginId': {
    'not-empty': (ctx) => !!ctx.loginId,
    'is-empty': (ctx) => !ctx.loginId,
    empty: (ctx) => !ctx.loginId,
  },
  idpInitiated: {
    'is-true': (ctx) => ctx.idpInitiated,
    'is-false': (ctx) => !ctx.idpInitiated,
  },
  externalToken: {
    'not-empty': (ctx) => !!ctx.token,
    'is-true': (ctx) => !!ctx.token,
    'is-empty': (ctx) => !ctx.token,
    'is-false': (ctx) => !ctx.token,
  },
  abTestingKey: {
    'greater-than': (ctx, predicate) => ctx.abTestingKey > predicate,
    'less-than': (ctx, predicate) => ctx.abTestingKey < predicate,
  },
};

export interface StartChoice {
  startScreenId?: string;
  conditionInteractionId?: string;
  /** The condition's componentsConfig, merged over the flow's on every screen. */
  componentsConfig?: Record<string, unknown>;
}

/** The first condition that holds picks the start screen; unknown keys never hold. */
export function evaluateConditions(
  conditions: Condition[] | undefined,
  ctx: ConditionContext,
): StartChoice | undefined {
  const found = conditions?.find(({ key, operator, predicate }) => {
    if (key === 'ELSE') return true;
    const check = CHECKS[key]?.[operator ?? ''];
    return !!check?.(ctx, Number(predicate));
  });
  if (!found) return undefined;
  return {
    startScreenId: found.met.screenId,
    conditionInteractionId: found.met.interactionId,
    ...(found.met.componentsConfig && { componentsConfig: found.met.componentsConfig }),
  };
}
