import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale, localeOf } from './locale';
import type { Message, Messages } from './message';
import { pluralOf } from './plural';
import type { Section } from './section';
import { CATALOGUE } from './sections';

// The catalogue's own rules: every locale has every key English has (and no other), with the
// same placeholders, and a count-dependent message has a form for each plural category.

const placeholders = (message: Message): string[] => {
  const forms = typeof message === 'string' ? [message] : [message.one, message.other];
  const names = new Set<string>();
  for (const form of forms)
    for (const [, name] of form.matchAll(/\{([\w.-]+)\}/g)) names.add(name!);
  return [...names].sort();
};

const messagesOf = async (section: Section<Messages>, locale: Locale): Promise<Messages> =>
  (await section.load(locale)).messages;

const others = LOCALES.filter((locale) => locale !== 'en');

describe('the catalogue', () => {
  it('has a locale besides English, loaded on demand', () => {
    expect(others).toContain('fr');
    for (const section of Object.values(CATALOGUE)) expect(section.get('fr')).toBeUndefined();
  });

  for (const locale of others) {
    for (const [name, section] of Object.entries(CATALOGUE) as [string, Section<Messages>][]) {
      it(`${locale}: ${name} has every English key and no other`, async () => {
        const english = section.en.messages;
        const translated = await messagesOf(section, locale);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(translated)) {
          expect(message, `${name}.${key}`).toBeTruthy();
        }
      });

      it(`${locale}: ${name} keeps every placeholder of each message`, async () => {
        const english = section.en.messages;
        const translated = await messagesOf(section, locale);
        for (const key of Object.keys(english)) {
          expect(placeholders(translated[key]!), `${name}.${key}`).toEqual(
            placeholders(english[key]!),
          );
        }
      });

      it(`${locale}: ${name} words counts in plural forms where English does`, async () => {
        const english = section.en.messages;
        const translated = await messagesOf(section, locale);
        for (const [key, message] of Object.entries(english)) {
          if (typeof message === 'string') continue;
          const forms = translated[key] as Exclude<Message, string>;
          expect(typeof forms, `${name}.${key}`).toBe('object');
          expect(forms.one && forms.other, `${name}.${key}`).toBeTruthy();
        }
      });
    }
  }
});

describe('localeOf', () => {
  it('takes a locale of the catalogue, else its language, else English', () => {
    expect(localeOf('fr')).toBe('fr');
    expect(localeOf('FR')).toBe('fr');
    expect(localeOf('fr-CA')).toBe('fr');
    expect(localeOf('fr_BE')).toBe('fr');
    expect(localeOf('en-GB')).toBe('en');
    expect(localeOf('de')).toBe('en');
    expect(localeOf('')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
    expect(localeOf('frx')).toBe('en');
  });
});

describe('plural rules', () => {
  it('English: one is singular, zero is plural', () => {
    expect([0, 1, 2, 5].map((n) => pluralOf('en', n))).toEqual(['other', 'one', 'other', 'other']);
  });

  it('French: zero and one are singular', () => {
    expect([0, 1, 2, 5].map((n) => pluralOf('fr', n))).toEqual(['one', 'one', 'other', 'other']);
  });
});

describe('texts', () => {
  it('fill placeholders and pick the plural form by count, in the locale', async () => {
    const users = CATALOGUE.users;
    expect(users.en('deleted', { count: 1 })).toBe('User deleted successfully');
    expect(users.en('deleted', { count: 3 })).toBe('3 Users deleted successfully');
    expect(users.en('deleted', { count: 0 })).toBe('0 Users deleted successfully');
    const fr = await users.load('fr');
    expect(fr('deleted', { count: 0 })).toBe('0 utilisateur supprimé');
    expect(fr('deleted', { count: 1 })).toBe('1 utilisateur supprimé');
    expect(fr('deleted', { count: 3 })).toBe('3 utilisateurs supprimés');
    expect(fr.locale).toBe('fr');
  });

  it('write numbers as the locale does', async () => {
    const widget = CATALOGUE.widget;
    expect(widget.en('listCut', { shown: 10000, total: 12500 })).toBe(
      'Showing the first 10,000 of 12,500. Search to narrow the list.',
    );
    const fr = await widget.load('fr');
    expect(fr('listCut', { shown: 10000, total: 12500 })).toBe(
      'Affichage des 10\u202f000 premiers sur 12\u202f500. Recherchez pour affiner la liste.',
    );
  });

  it('keep the texts the specifications fix, word for word, in English', () => {
    expect(CATALOGUE.users.en('created')).toBe('User created successfully');
    expect(CATALOGUE.accessKeys.en('done.delete', { count: 2 })).toBe(
      '2 access keys deleted successfully',
    );
    expect(CATALOGUE.roles.en('deleteFailed')).toBe('Failed to delete role(s)');
    expect(CATALOGUE.flowParts.en('noErrors')).toBe('No errors detected');
  });
});
