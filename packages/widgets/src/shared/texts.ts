import { localeOf, type Messages, type Section, type Texts, WIDGET_TEXTS } from '@gatehouse/core';
import { createContext, useContext, useEffect, useState } from 'react';

// The widgets' words are core's catalogue: here only a widget's locale is carried to its
// parts, and a section's texts loaded in it.

/** The widgets' common words in one locale (core's `WIDGET_TEXTS`). */
export type WidgetTexts = (typeof WIDGET_TEXTS)['en'];

/** What a widget's parts need of its locale: the common words, and the tag (dates, `lang`). */
export interface WidgetLocale {
  texts: WidgetTexts;
  /** The widget's `locale` as given; the browser's when absent (dates are written in it). */
  tag: string | undefined;
}

export const WidgetLocaleContext = createContext<WidgetLocale | undefined>(undefined);

/** The locale of the widget a part is rendered in (English where none is given). */
export const useWidgetLocale = (): WidgetLocale =>
  useContext(WidgetLocaleContext) ?? { texts: WIDGET_TEXTS.en, tag: undefined };

/** The widgets' common words where a part is rendered. */
export const useWidgetTexts = (): WidgetTexts => useWidgetLocale().texts;

/**
 * A section of the catalogue in the locale of `tag` (`fr-CA` reads French, a locale the
 * catalogue lacks English): at once when it is here, else once loaded (undefined until then),
 * and English for good when it cannot load.
 */
export function useSection<M extends Messages>(
  section: Section<M>,
  tag: string | undefined,
): Texts<M> | undefined {
  const locale = localeOf(tag);
  const ready = section.get(locale);
  const [loaded, setLoaded] = useState<{ locale: string; texts: Texts<M> }>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    section.load(locale).then(
      (texts) => live && setLoaded({ locale, texts }),
      () => live && setLoaded({ locale, texts: section.en }),
    );
    return () => {
      live = false;
    };
  }, [section, locale, ready]);
  return ready ?? (loaded?.locale === locale ? loaded.texts : undefined);
}
