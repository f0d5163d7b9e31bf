import { describe, expect, it } from 'vitest';
import { browserLocale, localizedNames } from './file-names';

describe('localizedNames (the provider rule for localized files)', () => {
  it('tries the localized file first when the targets have the locale, then the plain one', () => {
    expect(localizedNames('sign-in.html', 'en-US', ['EN-us', 'fr'])).toEqual([
      'sign-in-en-us.html',
      'sign-in.html',
    ]);
    expect(localizedNames('0', 'zh-TW', ['zh-tw'])).toEqual(['0-zh-tw', '0']);
  });

  it('has no language fallback for an explicit locale: fr-CA does not find fr', () => {
    expect(localizedNames('sign-in.html', 'fr-CA', ['fr'])).toEqual(['sign-in.html']);
  });

  it('falls back to the language for a locale read from the browser', () => {
    const { locale, fallback } = browserLocale('en-US');
    expect([locale, fallback]).toEqual(['en-us', 'en']);
    expect(localizedNames('0.html', locale, ['en'], fallback)).toEqual(['0-en.html', '0.html']);
    expect(localizedNames('0.html', locale, ['en-us', 'en'], fallback)).toEqual([
      '0-en-us.html',
      '0.html',
    ]);
  });

  it('uses only the plain file without a locale, targets, or with a malformed tag', () => {
    expect(localizedNames('root.html', undefined, ['fr'])).toEqual(['root.html']);
    expect(localizedNames('root.html', 'fr', undefined)).toEqual(['root.html']);
    expect(localizedNames('root.html', '../fr', ['../fr'])).toEqual(['root.html']);
    expect(localizedNames('root.html', 'fr_FR', ['fr-fr'])).toEqual([
      'root-fr-fr.html',
      'root.html',
    ]);
  });
});
