import type { OnDemand } from '../on-demand';
import type { Locale } from './locale';
import type { Messages, Translation } from './message';
import { type Texts, textsOf } from './texts';

/** The locales other than English: each section loads its messages in one on demand. */
export type LoadedLocale = Exclude<Locale, 'en'>;

/**
 * A section's loader per locale: a chunk of its own, loaded by core's `onDemand` (a failed
 * load rejects with `LoadFailed` and is asked for again by the next call). Each section
 * declares its own, so that this module, which code on demand shares with the first render,
 * does not import the loading rule: a bundler then keeps that rule in the entry's file
 * instead of serving it as a file of its own.
 */
export type Loaders<M extends Messages> = {
  readonly [L in LoadedLocale]: OnDemand<{ default: Translation<M> }>;
};

/**
 * One part of the catalogue (the flow's, the user widget's...): its English texts, built in,
 * and its texts in another locale, fetched the first time that locale is asked for. The
 * catalogue is cut in sections so that a page ships and fetches only the texts of what it
 * shows: a sign-in page never holds the widgets' words.
 */
export interface Section<M extends Messages> {
  readonly en: Texts<M>;
  /** The texts in `locale` when they are here (English always is), else undefined. */
  get(locale: Locale): Texts<M> | undefined;
  /**
   * The texts in `locale`, loaded once for every caller (its loader: a failed load is asked
   * for again by the next call). Rejects with `LoadFailed` when the chunk cannot be fetched.
   */
  load(locale: Locale): Promise<Texts<M>>;
}

export function defineSection<M extends Messages>(en: M, loaders: Loaders<M>): Section<M> {
  const english = textsOf<M>('en', en);
  const loaded: Partial<Record<Locale, Texts<M>>> = { en: english };
  return {
    en: english,
    get: (locale) => loaded[locale],
    load(locale) {
      const ready = loaded[locale];
      if (ready) return Promise.resolve(ready);
      // Every caller gets the same texts, however many asked while the chunk loaded.
      return loaders[locale as LoadedLocale]().then(
        (module) => (loaded[locale] ??= textsOf<M>(locale, module.default)),
      );
    },
  };
}

/**
 * A section's English texts. A function, so that a module-level constant made from them is a
 * call a bundler can drop when unused (mark it PURE): a property read at the top
 * of a module is kept in every app.
 */
export const englishOf = <M extends Messages>(section: Section<M>): Texts<M> => section.en;

/**
 * The texts of `section` in `locale` for code that must go on: English when the locale's
 * chunk cannot be fetched (offline, a deploy that replaced it), after telling `onFail`.
 */
export const textsIn = <M extends Messages>(
  section: Section<M>,
  locale: Locale,
  onFail?: (error: unknown) => void,
): Promise<Texts<M>> =>
  section.load(locale).catch((error: unknown) => {
    onFail?.(error);
    return section.en;
  });
