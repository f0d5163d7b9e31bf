import { beforeAll, describe, expect, it } from 'vitest';
import {
  joinPhone,
  loadPhoneCountries,
  type PhoneCountry,
  phoneCountriesOf,
  splitPhone,
} from './countries';
import { loadedPhoneLibrary, loadPhoneLibrary, type PhoneLibrary } from './load';

describe('phone countries', () => {
  let library: PhoneLibrary;
  let countries: PhoneCountry[];
  beforeAll(async () => {
    library = await loadPhoneLibrary();
    countries = await loadPhoneCountries('en');
  });

  it('loads the library once and shares it with synchronous readers', () => {
    expect(loadPhoneLibrary()).toBe(loadPhoneLibrary());
    expect(loadedPhoneLibrary()).toBe(library);
    expect(loadPhoneCountries('en')).toBe(loadPhoneCountries('en'));
  });

  it('lists every country of the library, named by Intl and sorted by name', () => {
    expect(countries.length).toBe(library.getCountries().length);
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.find((entry) => entry.country === 'GB')).toEqual({
      country: 'GB',
      code: '44',
      name: 'United Kingdom',
      main: true,
    });
    expect(countries.find((entry) => entry.country === 'AC')?.name).toBe('Ascension Island');
    const names = countries.map((entry) => entry.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('names countries in the list locale, and falls back to English for a bad locale', () => {
    const german = phoneCountriesOf(library, 'de');
    expect(german.find((entry) => entry.country === 'DE')?.name).toBe('Deutschland');
    const odd = phoneCountriesOf(library, 'not a locale!');
    expect(odd.find((entry) => entry.country === 'DE')?.name).toBe('Germany');
  });

  it('marks the main country of a shared calling code', () => {
    const main = (code: string) =>
      countries.filter((entry) => entry.code === code && entry.main).map((e) => e.country);
    expect(main('1')).toEqual(['US']);
    expect(main('7')).toEqual(['RU']);
  });

  it('splits by the calling code, preferring the picked country, then the main one', () => {
    expect(splitPhone('+442079460958', countries)).toEqual({
      country: 'GB',
      code: '44',
      number: '2079460958',
    });
    expect(splitPhone('+12025550101', countries)).toMatchObject({ country: 'US', code: '1' });
    expect(splitPhone('+14165550101', countries, 'CA')).toEqual({
      country: 'CA',
      code: '1',
      number: '4165550101',
    });
    // American Samoa shares +1: without a pick, the code's main country holds.
    expect(splitPhone('+16845550101', countries)).toMatchObject({ country: 'US', code: '1' });
    expect(splitPhone('+3725123456', countries)).toMatchObject({ country: 'EE', code: '372' });
  });

  it('keeps a value without + as the number, in the picked or default country', () => {
    expect(splitPhone('', countries)).toEqual({ country: 'US', code: '1', number: '' });
    expect(splitPhone('0201', countries, 'GB')).toEqual({
      country: 'GB',
      code: '44',
      number: '0201',
    });
    expect(splitPhone(42, countries)).toEqual({ country: 'US', code: '1', number: '' });
  });

  it('keeps the value whole before the list has loaded', () => {
    expect(splitPhone('+442079460958', [])).toEqual({
      country: 'US',
      code: '1',
      number: '+442079460958',
    });
  });

  it('joins as +<code><digits>, empty without digits', () => {
    expect(joinPhone({ code: '44', number: '20 7946-0958' })).toBe('+442079460958');
    expect(joinPhone({ code: '44', number: ' - ' })).toBe('');
  });

  it('keeps a number typed with its country code as it is, not coded twice', () => {
    expect(joinPhone({ code: '1', number: '+1 555 0100' })).toBe('+15550100');
    expect(joinPhone({ code: '1', number: '0044 20 7946 0958' })).toBe('+442079460958');
    expect(joinPhone({ code: '1', number: '+' })).toBe('');
  });
});
