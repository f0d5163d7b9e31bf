import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { anyRecord, recordOf } from './common';

describe('recordOf', () => {
  const flags = recordOf(z.boolean());

  it('takes an object whose every value passes, keeping every key', () => {
    expect(flags.parse({ google: true, github: false })).toEqual({ google: true, github: false });
    expect(flags.parse({})).toEqual({});
  });

  it('refuses a value that fails, naming its key', () => {
    const parsed = flags.safeParse({ google: true, github: 'yes' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['github']);
  });

  it('refuses what is not an object: arrays, null, strings', () => {
    for (const input of [[true], null, 'true', 1]) {
      expect(flags.safeParse(input).success).toBe(false);
    }
  });

  it('drops a __proto__ key of parsed JSON instead of giving the result a new prototype', () => {
    const parsed = anyRecord.parse(JSON.parse('{"__proto__":{"polluted":true},"a":1}'));
    expect(parsed).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect((parsed as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
