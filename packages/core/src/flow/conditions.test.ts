import { describe, expect, it } from 'vitest';
import { type ConditionContext, evaluateConditions } from './conditions';
import type { Condition } from './config';
import { stepDirection } from './step-order';

const base: ConditionContext = { idpInitiated: false, abTestingKey: 50 };
const when = (key: string, operator?: string, predicate?: number | string): Condition => ({
  key,
  operator,
  predicate,
  met: { screenId: 'met', interactionId: 'met-i' },
  unmet: { screenId: 'unmet' },
});
const holds = (condition: Condition, ctx: Partial<ConditionContext>) =>
  evaluateConditions([condition], { ...base, ...ctx })?.startScreenId === 'met';

describe('evaluateConditions', () => {
  it('lastAuth.loginId is-empty / not-empty', () => {
    expect(holds(when('lastAuth.loginId', 'not-empty'), { loginId: 'a@b.c' })).toBe(true);
    expect(holds(when('lastAuth.loginId', 'not-empty'), {})).toBe(false);
    expect(holds(when('lastAuth.loginId', 'is-empty'), {})).toBe(true);
    expect(holds(when('lastAuth.loginId', 'is-empty'), { loginId: 'a@b.c' })).toBe(false);
    expect(holds(when('lastAuth.loginId', 'empty'), {})).toBe(true);
  });

  it('idpInitiated is-true / is-false', () => {
    expect(holds(when('idpInitiated', 'is-true'), { idpInitiated: true })).toBe(true);
    expect(holds(when('idpInitiated', 'is-true'), {})).toBe(false);
    expect(holds(when('idpInitiated', 'is-false'), {})).toBe(true);
    expect(holds(when('idpInitiated', 'is-false'), { idpInitiated: true })).toBe(false);
  });

  it('externalToken not-empty / is-empty (and the provider aliases)', () => {
    expect(holds(when('externalToken', 'not-empty'), { token: 'T' })).toBe(true);
    expect(holds(when('externalToken', 'not-empty'), {})).toBe(false);
    expect(holds(when('externalToken', 'is-empty'), {})).toBe(true);
    expect(holds(when('externalToken', 'is-empty'), { token: 'T' })).toBe(false);
    expect(holds(when('externalToken', 'is-true'), { token: 'T' })).toBe(true);
    expect(holds(when('externalToken', 'is-false'), {})).toBe(true);
  });

  it('abTestingKey greater-than / less-than a number', () => {
    expect(holds(when('abTestingKey', 'greater-than', 49), {})).toBe(true);
    expect(holds(when('abTestingKey', 'greater-than', 50), {})).toBe(false);
    expect(holds(when('abTestingKey', 'less-than', 51), {})).toBe(true);
    expect(holds(when('abTestingKey', 'less-than', '50'), {})).toBe(false);
  });

  it('ELSE always holds; the first holding condition wins; none gives undefined', () => {
    const conditions = [
      when('lastAuth.loginId', 'not-empty'),
      { key: 'ELSE', met: { screenId: 'else', interactionId: 'else-i' } },
    ];
    expect(evaluateConditions(conditions, base)).toEqual({
      startScreenId: 'else',
      conditionInteractionId: 'else-i',
    });
    expect(evaluateConditions(conditions, { ...base, loginId: 'x' })).toEqual({
      startScreenId: 'met',
      conditionInteractionId: 'met-i',
    });
    expect(evaluateConditions([when('unknown', 'is-true')], base)).toBeUndefined();
    expect(evaluateConditions(undefined, base)).toBeUndefined();
  });
});

describe('stepDirection', () => {
  it('compares numeric segments', () => {
    expect(stepDirection(undefined, '1')).toBe('forward');
    expect(stepDirection('1', '2')).toBe('forward');
    expect(stepDirection('2', '1.3')).toBe('back');
    expect(stepDirection('1.3', '1.10')).toBe('forward');
    expect(stepDirection('1.3', '1')).toBe('back');
    expect(stepDirection('10', '9')).toBe('back');
  });
});
