import { describe, expect, it } from 'vitest';
import { CLIENT_VALUES_ERROR, readClientValues } from './client-values';

describe('readClientValues', () => {
  it('reads a JSON object, and no text as no values', () => {
    expect(readClientValues('{"plan":"pro","seats":3}')).toEqual({
      ok: true,
      value: { plan: 'pro', seats: 3 },
    });
    for (const empty of [null, undefined, '', '  ']) {
      expect(readClientValues(empty)).toEqual({ ok: true, value: undefined });
    }
  });

  it('refuses anything that is not a JSON object, with one message', () => {
    for (const bad of ['{plan: pro}', '[1,2]', '"text"', '3', 'null', 'true']) {
      expect(readClientValues(bad)).toEqual({ ok: false, message: CLIENT_VALUES_ERROR });
    }
  });
});
