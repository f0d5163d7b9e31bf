import type { Texts } from '../i18n/texts';
import type { WIDGET_EN } from '../i18n/widget/en';

// A notice's text with the server's message, in given words: its own module, apart from the
// catalogue's English default (notices.ts), so that code loaded on demand (a widget's actions)
// joins its notices without reaching the catalogue's modules. A chunk that reaches them makes
// the bundler (rolldown) split the modules it shares with the first chunk into files of their own.

/**
 * `text: message` when the spec appends the server message (§8), else the text alone; the
 * joint is the locale's (French puts a space before the colon).
 */
export const joinMessage = (
  text: string,
  message: string | undefined,
  texts: Texts<typeof WIDGET_EN>,
): string => (message ? texts('withMessage', { text, message }) : text);
