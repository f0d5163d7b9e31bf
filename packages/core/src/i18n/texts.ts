import type { Locale } from './locale';
import { formatMessage, type Messages, type Translation, type Values } from './message';

/**
 * A section of the catalogue in one locale, as the code that shows text uses it: call it with
 * a key (and the values of its placeholders) for the text.
 */
export interface Texts<M extends Messages> {
  (key: keyof M & string, values?: Values): string;
  readonly locale: Locale;
  /** The section's messages in this locale, by key (templates, not filled). */
  readonly messages: Translation<M>;
}

/** The texts of `messages`, in `locale`. */
export function textsOf<M extends Messages>(locale: Locale, messages: Translation<M>): Texts<M> {
  const say = (key: keyof M & string, values?: Values) =>
    formatMessage(locale, messages[key] ?? '', values);
  return Object.assign(say, { locale, messages });
}
