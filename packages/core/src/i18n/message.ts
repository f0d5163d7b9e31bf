import { fillTemplate } from '../text/template';
import type { Locale } from './locale';
import { pluralOf } from './plural';

/** A message whose words depend on a count: a form per plural category, each with `{count}`. */
export interface Plural {
  one: string;
  other: string;
}

/**
 * One text of the catalogue: a string with `{name}` placeholders, or a plural (its form chosen
 * by the `count` value).
 */
export type Message = string | Plural;

/** A section of the catalogue in one locale: its messages by key. */
export type Messages = Readonly<Record<string, Message>>;

/** A section in another locale than English: the same keys, each a string or a plural. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: Message };

/** What fills a message's placeholders; `count` also picks a plural's form. */
export type Values = Readonly<Record<string, string | number>>;

/**
 * `message` in `locale`: its plural form for `values.count`, the placeholders filled, numbers
 * written as the locale writes them (10,000 in English, 10 000 in French).
 */
export function formatMessage(locale: Locale, message: Message, values?: Values): string {
  const count = Number(values?.count ?? 0);
  const template = typeof message === 'string' ? message : message[pluralOf(locale, count)];
  if (!values) return template;
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    shown[name] = typeof value === 'number' ? value.toLocaleString(locale) : value;
  }
  return fillTemplate(template, shown);
}
