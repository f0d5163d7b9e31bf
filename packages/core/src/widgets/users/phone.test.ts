import { beforeAll, describe, expect, it } from 'vitest';
import { loadPhoneLibrary, PHONE_LIMITS, parsePhone, phoneForEdit } from './phone';

describe('phones', () => {
  beforeAll(() => loadPhoneLibrary());

  it('loads the library once, however often it is asked', () => {
    expect(loadPhoneLibrary()).toBe(loadPhoneLibrary());
  });

  it.each([
    ['+12025550101', '+12025550101'],
    ['+1-2025550101', '+12025550101'],
    ['+1 202-555-0101', '+12025550101'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+972-50-123-4567', '+972501234567'],
  ])('reads %j as %j', (typed, e164) => {
    expect(parsePhone(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['no country code', '2025550101'],
    ['letters', '+1-CALL-NOW'],
    ['too short a national number', '+1-2'],
    ['an impossible number', '+1-20255501011234'],
  ])('refuses %s', (_, typed) => {
    expect(parsePhone(typed)).toEqual({
      ok: false,
      message: 'Enter the number with its country code, e.g. +1-2025550101',
    });
  });

  it('refuses more than 250 characters before parsing anything', () => {
    expect(parsePhone(`+1${'0'.repeat(249)}`)).toEqual({
      ok: false,
      message: 'Use at most 250 characters',
    });
  });

  it('shows a stored phone as the country code, a dash, then the rest', () => {
    expect(phoneForEdit('+12025550101')).toBe('+1-2025550101');
    expect(phoneForEdit('+442079460958')).toBe('+44-2079460958');
    expect(phoneForEdit('not a phone')).toBe('not a phone');
    expect(phoneForEdit(undefined)).toBe('');
  });
});

describe('phone limits', () => {
  it('says the input limit it enforces', () => {
    expect(parsePhone('1'.repeat(PHONE_LIMITS.maxInput + 1))).toEqual({
      ok: false,
      message: `Use at most ${PHONE_LIMITS.maxInput} characters`,
    });
  });
});
